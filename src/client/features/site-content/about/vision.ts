import { ROADMAP, type RoadmapItem } from "#shared/catalogue/roadmap";

/** The About page's timeline: which roadmap items belong to 2025 and which to the years after. */
export const VISION_PERIODS = [
  {
    period: "2025",
    titles: [
      "Individual Portfolio Pages",
      "Job Board for Castings & Bookings",
      "Community Space for Talents",
    ],
  },
  { period: "Future", titles: ["Paid Promotion Plans", "Premium Creator Packages"] },
] as const;

/** The periods with their roadmap items (title, description, status) from the shared roadmap. */
export function visionTimeline(): { period: string; items: RoadmapItem[] }[] {
  return VISION_PERIODS.map(({ period, titles }) => ({
    period,
    items: titles.map((title) => {
      const item = ROADMAP.find((entry) => entry.title === title);
      if (!item) throw new Error(`The roadmap has no item "${title}"`);
      return item;
    }),
  }));
}
