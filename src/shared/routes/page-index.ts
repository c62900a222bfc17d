/**
 * What the server needs to know of the client's pages, derived from the client's route table
 * (src/client/app/routes/): each route's path, whether search engines may see it, and its head.
 */

/**
 * `public`: in the sitemap, with a canonical link and Open Graph tags, rendered on the server.
 * `talent`: a talent's profile, whose head the server builds from the approved profile.
 * `private`: a page for one person (sign-in, dashboard, admin panel, a private link): noindex, not rendered.
 */
export type PageKind = "public" | "talent" | "private";

export type PageIndexEntry = {
  /** The route's path, as React Router writes it (`/talents/:category/:slug`). */
  path: string;
  kind: PageKind;
  /** The page's title without the site's name; null for the home page, which has the site's own. */
  title: string | null;
  description: string;
};

export type PageIndex = readonly PageIndexEntry[];

export const SITE_TITLE = "Vitrine | Discover. Promote. Connect.";
export const SITE_DESCRIPTION =
  "Vitrine is the directory and marketplace for creative talent: models, photographers, artists, performers, stylists, agencies and studios.";

/** The document title of a page: "{title} | Vitrine", or the site's own title for the home page. */
export const documentTitle = (title: string | null): string => (title ? `${title} | Vitrine` : SITE_TITLE);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A route path as a regular expression over a URL's pathname (a trailing slash allowed). */
export function pathPattern(path: string): RegExp {
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)));
  return new RegExp(`^/${segments.join("/")}/?$`);
}

/** The page a pathname shows, or undefined for a path no route has (a 404). */
export function findPage(index: PageIndex, pathname: string): PageIndexEntry | undefined {
  return index.find((page) => pathPattern(page.path).test(pathname));
}
