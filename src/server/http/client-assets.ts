import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Serves the built React app: hashed assets are immutable, everything else revalidates, and any
 * other GET outside /api answers the app's index.html so client-side routes work on reload.
 */
export function mountClientAssets(app: Hono<AppEnv>, clientDir: string): void {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) return;
  const relativeRoot = path.relative(process.cwd(), clientDir) || ".";

  // serveStatic's onFound runs after its response is built, so cache headers are set on the way out.
  const cacheFor =
    (value: (contentType: string) => string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206) {
        c.res.headers.set("Cache-Control", value(c.res.headers.get("content-type") ?? ""));
      }
    };
  app.use(
    "/assets/*",
    cacheFor(() => IMMUTABLE),
    serveStatic({ root: relativeRoot }),
  );
  app.use(
    "*",
    cacheFor((contentType) => (contentType.startsWith("text/html") ? REVALIDATE : "public, max-age=3600")),
    serveStatic({ root: relativeRoot }),
  );

  let cachedHtml: string | undefined;
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") return c.notFound();
    cachedHtml ??= readFileSync(indexFile, "utf8");
    c.header("Cache-Control", REVALIDATE);
    return c.html(cachedHtml);
  });
}
