import { ROADMAP, type RoadmapItem } from "#shared/catalogue/roadmap";

/** The About page's timeline: which roadmap items belong to 2025 and which to the years after. */
export const VISION_PERIODS = [
  {
    period: "2025",
    ids: ["portfolio-pages", "job-board", "community"],
  },
  { period: "Future", ids: ["promotion-plans", "creator-packages"] },
] as const;

/** The periods with their roadmap items (id, status) from the shared roadmap. */
export function visionTimeline(): { period: string; items: RoadmapItem[] }[] {
  return VISION_PERIODS.map(({ period, ids }) => ({
    period,
    items: ids.map((id) => {
      const item = ROADMAP.find((entry) => entry.id === id);
      if (!item) throw new Error(`The roadmap has no item "${id}"`);
      return item;
    }),
  }));
}
