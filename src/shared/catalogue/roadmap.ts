export type RoadmapItem = {
  title: string;
  description: string;
  status: "live" | "coming-soon";
  /** The go-live date (yyyy-mm-dd) of a live item; none for what is coming. */
  liveDate: string | null;
};

export const ROADMAP: RoadmapItem[] = [
  {
    title: "Basic Website Launch",
    description: "Vitrine's first public site: who we are and what we are building.",
    status: "live",
    liveDate: "2025-08-15",
  },
  {
    title: "Talent Listing",
    description: "Browse reviewed talents and filter by category, language, location and more.",
    status: "live",
    liveDate: "2025-09-20",
  },
  {
    title: "Individual Portfolio Pages",
    description: "Every talent gets a profile page with gallery, details and contact.",
    status: "live",
    liveDate: "2025-09-20",
  },
  {
    title: "Job Board for Castings & Bookings",
    description: "Agencies and brands post castings; talents apply in a few taps.",
    status: "coming-soon",
    liveDate: null,
  },
  {
    title: "Community Space for Talents",
    description: "A place to meet, collaborate and share opportunities.",
    status: "coming-soon",
    liveDate: null,
  },
  {
    title: "Paid Promotion Plans",
    description: "Boost a profile's visibility in search and on the home page.",
    status: "coming-soon",
    liveDate: null,
  },
  {
    title: "Premium Creator Packages",
    description: "Shoots, styling and content production bundled for creators.",
    status: "coming-soon",
    liveDate: null,
  },
];
