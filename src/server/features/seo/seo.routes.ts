import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import type { PublicCache } from "#server/http/public-cache";
import { escapeHtml } from "#server/lib/escape-html";
import type { PageIndex } from "#shared/routes/page-index";
import { profilePath } from "#shared/talents/slug";

const SITEMAP_LIMIT = 50_000;

/** /sitemap.xml (public pages and approved profiles) and /robots.txt (dashboard and admin kept out). */
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
        .limit(SITEMAP_LIMIT - publicPages.length)
        .execute();
      const urls = [
        ...publicPages.map((p) => `<url><loc>${escapeHtml(`${deps.publicUrl}${p.path}`)}</loc></url>`),
        ...talents.map(
          (t) =>
            `<url><loc>${escapeHtml(`${deps.publicUrl}${profilePath(t)}`)}</loc><lastmod>${t.updated_at.slice(0, 10)}</lastmod></url>`,
        ),
      ];
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
      );
    })
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        [
          "User-agent: *",
          "Disallow: /dashboard",
          "Disallow: /admin-panel",
          "Disallow: /api/",
          "Allow: /",
          "",
          `Sitemap: ${deps.publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      );
    });
}
