import type { Translate } from "#shared/i18n/translator";

export type RoadmapItem = {
  /** Names the item's title and description in the catalogs (`catalogue.roadmap.<id>.*`). */
  id: RoadmapId;
  status: "live" | "coming-soon";
  /** The go-live date (yyyy-mm-dd) of a live item; none for what is coming. */
  liveDate: string | null;
};

export type RoadmapId =
  | "website-launch"
  | "talent-listing"
  | "portfolio-pages"
  | "job-board"
  | "community"
  | "promotion-plans"
  | "creator-packages";

export const ROADMAP: RoadmapItem[] = [
  { id: "website-launch", status: "live", liveDate: "2025-08-15" },
  { id: "talent-listing", status: "live", liveDate: "2025-09-20" },
  { id: "portfolio-pages", status: "live", liveDate: "2025-09-20" },
  { id: "job-board", status: "coming-soon", liveDate: null },
  { id: "community", status: "coming-soon", liveDate: null },
  { id: "promotion-plans", status: "coming-soon", liveDate: null },
  { id: "creator-packages", status: "coming-soon", liveDate: null },
];

/** A roadmap item's title ("Talent Listing"). */
export const roadmapTitle = (t: Translate, id: RoadmapId): string => t(`catalogue.roadmap.${id}.title`);

/** What a roadmap item brings, in a sentence. */
export const roadmapDescription = (t: Translate, id: RoadmapId): string =>
  t(`catalogue.roadmap.${id}.description`);
