import { ROADMAP, type RoadmapItem } from "#shared/catalogue/roadmap";
import type { MessageId } from "#shared/i18n/translator";

/**
 * The About page's timeline: which roadmap items belong to 2025 and which to the years after. A
 * period that is no year has a name in the catalogs.
 */
export const VISION_PERIODS: readonly { period: string; name?: MessageId; titles: readonly string[] }[] = [
  {
    period: "2025",
    titles: [
      "Individual Portfolio Pages",
      "Job Board for Castings & Bookings",
      "Community Space for Talents",
    ],
  },
  {
    period: "Future",
    name: "siteContent.vision.future",
    titles: ["Paid Promotion Plans", "Premium Creator Packages"],
  },
];

/** The periods with their roadmap items (title, description, status) from the shared roadmap. */
export function visionTimeline(): { period: string; name?: MessageId; items: RoadmapItem[] }[] {
  return VISION_PERIODS.map(({ period, name, titles }) => ({
    period,
    name,
    items: titles.map((title) => {
      const item = ROADMAP.find((entry) => entry.title === title);
      if (!item) throw new Error(`The roadmap has no item "${title}"`);
      return item;
    }),
  }));
}
