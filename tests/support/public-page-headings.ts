import { PAGE_INDEX } from "#client/app/routes/page-table.ts";

/** The public pages of the route table (src/client/app/routes/). */
export const PUBLIC_PAGES = PAGE_INDEX.filter((page) => page.kind === "public");

/**
 * The main heading (h1) of every public page, in the server's HTML as in the browser. A public page
 * added to the route table fails the tests that read this until its heading is here.
 */
export const PUBLIC_PAGE_HEADINGS: Record<string, string> = {
  "/": "Discover. Promote. Connect.",
  "/talents": "Explore Talents",
  "/about": "About Vitrine",
  "/pricing": "Pricing",
  "/contact": "Contact Us",
  "/become-a-talent": "Become a Talent",
  "/cancel-contract": "Cancel contracts",
  "/terms-and-conditions": "Terms & Conditions",
  "/privacy-policy": "Privacy Policy",
  "/legal-notice": "Legal Notice",
  "/cancellation-policy": "Cancellation Policy",
};

/** What the error page of a route that failed says (src/client/app/pages/route-error-page.tsx). */
export const ROUTE_ERROR_HEADING = "Unexpected Application Error!";

export type ServerRenderedPage = { path: string; heading: string; status: number };

/**
 * Every kind of page the server renders: each public page, the given profile and the not-found page.
 */
export function serverRenderedPages(profile: { path: string; name: string }): ServerRenderedPage[] {
  return [
    ...PUBLIC_PAGES.map(({ path }) => {
      const heading = PUBLIC_PAGE_HEADINGS[path];
      if (!heading) throw new Error(`No heading listed for the public page ${path}.`);
      return { path, heading, status: 200 };
    }),
    { path: profile.path, heading: profile.name, status: 200 },
    { path: "/no/such/page", heading: "Page not found", status: 404 },
  ];
}
