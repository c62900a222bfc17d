import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "#server/http/app-env";
import { type MediaStorage, SAFE_KEY } from "./media-storage.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end?: number } | "invalid" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return "invalid";
  const [, from, to] = match;
  if (from === "" && to === "") return "invalid";
  if (from === "") {
    // "The last n bytes": none of an empty object, and "the last 0 bytes" is no range at all.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "invalid";
    return { start: Math.max(0, size - suffix) };
  }
  const start = Number(from);
  const end = to === "" ? undefined : Number(to);
  if (start >= size || (end !== undefined && end < start)) return "invalid";
  return { start, end };
}

/**
 * Serves stored media from our own origin. Keys carry unique ids, so responses are immutable;
 * range requests let video and audio seek.
 */
export function mediaFileRoutes(storage: MediaStorage) {
  return new Hono<AppEnv>().on(["GET", "HEAD"], "/*", async (c) => {
    const key = c.req.path.replace(/^\/media\//, "");
    if (!SAFE_KEY.test(key) || key.includes("..")) return c.notFound();
    const info = await storage.head(key);
    if (!info) return c.notFound();

    // biome-ignore lint/plugin/validated-route-input: not an API route: stored files are served to the browser, which asks for ranges by the Range header.
    const range = parseRange(c.req.header("range"), info.size);
    if (range === "invalid") {
      return c.body(null, 416, { "Content-Range": `bytes */${info.size}` });
    }
    const headers: Record<string, string> = {
      "Cache-Control": IMMUTABLE,
      "Accept-Ranges": "bytes",
      "Content-Type": info.contentType,
      "Cross-Origin-Resource-Policy": "same-origin",
    };
    if (c.req.method === "HEAD") {
      return c.body(null, 200, { ...headers, "Content-Length": String(info.size) });
    }
    const object = await storage.get(key, range);
    if (!object) return c.notFound();
    const body =
      object.body instanceof Readable ? (Readable.toWeb(object.body) as ReadableStream) : object.body;
    if (object.range) {
      const { start, end } = object.range;
      return c.body(body as ReadableStream, 206, {
        ...headers,
        "Content-Range": `bytes ${start}-${end}/${object.size}`,
        "Content-Length": String(end - start + 1),
      });
    }
    return c.body(body as ReadableStream, 200, { ...headers, "Content-Length": String(object.size) });
  });
}
