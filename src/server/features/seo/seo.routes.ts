import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import type { PublicCache } from "#server/http/public-cache";
import { escapeHtml } from "#server/lib/escape-html";
import { LANGUAGES, localizedPath } from "#shared/i18n/languages";
import type { PageIndex } from "#shared/routes/page-index";
import { profilePath } from "#shared/talents/slug";

const SITEMAP_LIMIT = 50_000;

/**
 * /sitemap.xml (public pages and approved profiles, each at its address in every language, with the
 * others as alternates) and /robots.txt (dashboard and admin kept out, in every language).
 */
export function seoRoutes(deps: {
  db: Kysely<Database>;
  publicUrl: string;
  publicCache: PublicCache;
  /** The client's pages; the public ones go into the sitemap. */
  pages: PageIndex;
}) {
  const publicPages = deps.pages.filter((page) => page.kind === "public");
  return new Hono<AppEnv>()
    .get("/sitemap.xml", deps.publicCache.middleware, async (c) => {
      const talents = await deps.db
        .selectFrom("talents")
        .select(["id", "name", "slug", "subcategory", "updated_at"])
        .where("status", "=", "approved")
        .orderBy("updated_at", "desc")
        .limit(Math.floor(SITEMAP_LIMIT / LANGUAGES.length) - publicPages.length)
        .execute();
      const entries = (path: string, lastmod?: string) => {
        const href = (language: (typeof LANGUAGES)[number]) =>
          escapeHtml(`${deps.publicUrl}${localizedPath(language, path)}`);
        const alternates = LANGUAGES.map(
          (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`,
        ).join("");
        return LANGUAGES.map(
          (language) =>
            `<url><loc>${href(language)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`,
        );
      };
      const urls = [
        ...publicPages.flatMap((p) => entries(p.path)),
        ...talents.flatMap((t) => entries(profilePath(t), t.updated_at.slice(0, 10))),
      ];
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
      );
    })
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        [
          "User-agent: *",
          ...LANGUAGES.flatMap((language) => [
            `Disallow: ${localizedPath(language, "/dashboard")}`,
            `Disallow: ${localizedPath(language, "/admin-panel")}`,
          ]),
          "Disallow: /api/",
          "Allow: /",
          "",
          `Sitemap: ${deps.publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      );
    });
}
