import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Handler, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { languageRedirect } from "./language-redirect.ts";
import { isWellFormedPath } from "./malformed-path.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Serves the built React app: hashed assets are immutable, everything else revalidates, and any
 * other GET outside /api answers the app's index.html so client-side routes work on reload.
 */
export type HtmlHead = (
  path: string,
  url: string,
) => Promise<{ status: 200 | 404; apply: (html: string) => string; cacheControl?: string }>;

/**
 * `headFor` puts each page's head (and, for public pages, its server-rendered body) into index.html;
 * `pageCache` (the public response cache) keeps the pages it marks `public`.
 */
export function mountClientAssets(
  app: Hono<AppEnv>,
  clientDir: string,
  headFor?: HtmlHead,
  pageCache?: MiddlewareHandler<AppEnv>,
): void {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) return;
  const relativeRoot = path.relative(process.cwd(), clientDir) || ".";

  let cachedHtml: string | undefined;
  // serveStatic's onFound runs after its response is built, so cache headers are set on the way out.
  const cacheFor =
    (value: (contentType: string) => string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      await next();
      // A page's handler may have chosen its own (a server-rendered public page's is "public, no-cache").
      if ((c.res.status === 200 || c.res.status === 206) && !c.res.headers.has("Cache-Control")) {
        c.res.headers.set("Cache-Control", value(c.res.headers.get("content-type") ?? ""));
      }
    };
  // Build-time Brotli and gzip copies (scripts/build/precompress.mjs) are sent when accepted.
  app.use(
    "/assets/*",
    cacheFor(() => IMMUTABLE),
    serveStatic({ root: relativeRoot, precompressed: true }),
  );
  // The build's manifest (which chunks a page needs) is for the server, not for visitors.
  app.use("/.vite/*", async (c) => c.notFound());
  const html: Handler<AppEnv> = async (c) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") return c.notFound();
    cachedHtml ??= readFileSync(indexFile, "utf8");
    c.header("Cache-Control", REVALIDATE);
    // A page path with a broken %-escape names nothing: the app shows its not-found page.
    if (!isWellFormedPath(c.req.url)) return c.html(cachedHtml, 404);
    if (!headFor) return c.html(cachedHtml);
    const head = await headFor(c.req.path, c.req.url);
    if (head.cacheControl) c.header("Cache-Control", head.cacheControl);
    return c.html(head.apply(cachedHtml), head.status);
  };
  // A page's unprefixed address may send a German visitor to its German one, before any cache answers.
  const page: MiddlewareHandler<AppEnv> = async (c, next) =>
    c.req.path.startsWith("/api/") ? next() : languageRedirect(c, next);
  // The home page gets its head like every other page, rather than the raw file.
  if (pageCache) app.get("/", page, pageCache, html);
  else app.get("/", page, html);
  app.get("/index.html", (c) => c.redirect("/", 301));
  app.use(
    "*",
    cacheFor((contentType) => (contentType.startsWith("text/html") ? REVALIDATE : "public, max-age=3600")),
    serveStatic({ root: relativeRoot }),
  );

  if (pageCache) app.get("*", page, pageCache, html);
  else app.get("*", page, html);
}
