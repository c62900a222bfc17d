import { PUBLIC_PAGES } from "#shared/public-pages";

type PublicPath = (typeof PUBLIC_PAGES)[number]["path"];

/**
 * The main heading (h1) of every public page, in the server's HTML as in the browser. Keyed by the
 * shared list of public pages, so a page added there does not typecheck here until its heading is.
 */
export const PUBLIC_PAGE_HEADINGS: Record<PublicPath, string> = {
  "/": "Discover. Promote. Connect.",
  "/talents": "Explore Talents",
  "/about": "About Vitrine",
  "/pricing": "Pricing",
  "/contact": "Contact Us",
  "/become-a-talent": "Become a Talent",
  "/terms-and-conditions": "Terms & Conditions",
  "/privacy-policy": "Privacy Policy",
  "/legal-notice": "Legal Notice",
};

/** What the error page of a route that failed says (src/client/app/pages/route-error-page.tsx). */
export const ROUTE_ERROR_HEADING = "Unexpected Application Error!";

export type ServerRenderedPage = { path: string; heading: string; status: number };

/**
 * Every kind of page the server renders: each public page, the given profile and the not-found page.
 */
export function serverRenderedPages(profile: { path: string; name: string }): ServerRenderedPage[] {
  return [
    ...PUBLIC_PAGES.map(({ path }) => ({ path, heading: PUBLIC_PAGE_HEADINGS[path], status: 200 })),
    { path: profile.path, heading: profile.name, status: 200 },
    { path: "/no/such/page", heading: "Page not found", status: 404 },
  ];
}
