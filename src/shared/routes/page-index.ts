import type { MessageId, Translate } from "#shared/i18n/translator";

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
  /** The message of the page's title without the site's name; null for the home page, which has the site's own. */
  title: MessageId | null;
  description: MessageId;
  /** A page of the admin panel: its title says so. */
  admin?: boolean;
};

export type PageIndex = readonly PageIndexEntry[];

/** The site's own title, the home page's. */
export const SITE_TITLE: MessageId = "pages.site.title";
export const SITE_DESCRIPTION: MessageId = "pages.site.description";

/** A document title in the page's language: "{title} | Vitrine", or the site's own title for null. */
export const documentTitle = (t: Translate, title: string | null): string =>
  title ? t("pages.documentTitle", { title }) : t(SITE_TITLE);

/** The document title a page declares: its title's message, "· Admin" added in the admin panel. */
export const declaredTitle = (t: Translate, page: Pick<PageIndexEntry, "title" | "admin">): string =>
  documentTitle(
    t,
    page.title === null ? null : page.admin ? t("pages.adminTitle", { title: t(page.title) }) : t(page.title),
  );

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
