import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import type { AppEnv } from "./app-env.ts";
import { acceptedEncoding, COMPRESS_FROM_BYTES, encodeBody } from "./content-encoding.ts";

const NO_TRANSFORM = /(^|,)\s*no-transform\s*(,|$)/i;
const VARY_ACCEPT_ENCODING = /(^|,)\s*accept-encoding\s*(,|$)/i;

/**
 * Compresses text answers (JSON, HTML, JavaScript, CSS, XML ...) of 1 KB or more with Brotli or
 * gzip, as the client accepts. Unlike hono/compress it leaves small bodies alone (a 15-byte JSON
 * answer grew when gzipped) and touches the response only through its headers when there is
 * nothing to do, so the fast path of @hono/node-server (a string body written in one go) is kept.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    const type = headers.get("content-type");
    if (
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      headers.has("content-encoding") ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      NO_TRANSFORM.test(headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const vary = headers.get("vary");
    if (!vary) headers.set("Vary", "Accept-Encoding");
    else if (vary !== "*" && !VARY_ACCEPT_ENCODING.test(vary))
      headers.set("Vary", `${vary}, Accept-Encoding`);

    const acceptEncoding = c.req.method === "HEAD" ? undefined : c.req.header("accept-encoding");
    if (!acceptEncoding) return;
    const declared = headers.get("content-length");
    if (declared !== null) {
      // A file of known size, compressed as it streams (CompressionStream speaks gzip, not Brotli).
      if (Number(declared) < COMPRESS_FROM_BYTES || !acceptedEncoding(acceptEncoding, ["gzip"]) || !res.body)
        return;
      c.res = new Response(res.body.pipeThrough(new CompressionStream("gzip")), res);
      markEncoded(c.res.headers, "gzip");
      return;
    }
    const encoding = acceptedEncoding(acceptEncoding);
    if (!encoding) return;
    // A body made in memory (JSON, HTML): read once, and sent as it is when small.
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < COMPRESS_FROM_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    c.res = new Response(await encodeBody(encoding, body), res);
    markEncoded(c.res.headers, encoding);
  };
}

/** After the body was replaced: its length is no longer known, and a strong ETag becomes weak. */
function markEncoded(headers: Headers, encoding: string): void {
  headers.delete("Content-Length");
  headers.set("Content-Encoding", encoding);
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
}
