import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
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

  app.use(
    "/assets/*",
    serveStatic({
      root: relativeRoot,
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: relativeRoot,
      onFound: (filePath, c) => {
        c.header("Cache-Control", filePath.endsWith(".html") ? REVALIDATE : "public, max-age=3600");
      },
    }),
  );

  let cachedHtml: string | undefined;
  app.get("*", (c) => {
    if (c.req.path.startsWith("/api/") || c.req.path === "/api") return c.notFound();
    cachedHtml ??= readFileSync(indexFile, "utf8");
    c.header("Cache-Control", REVALIDATE);
    return c.html(cachedHtml);
  });
}
