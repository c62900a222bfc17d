import type { Context, MiddlewareHandler, Next } from "hono";
import type { AppEnv } from "./app-env.ts";
import {
  acceptedEncoding,
  COMPRESS_FROM_BYTES,
  compressible,
  encodeBody,
  varyWithAcceptEncoding,
} from "./content-encoding.ts";
import { requestHeader } from "./request-header.ts";
import { siteResponse } from "./site-response.ts";

/**
 * Compresses text answers (JSON, HTML, JavaScript, CSS, XML ...) of 1 KB or more with Brotli or
 * gzip, as the client accepts. Unlike hono/compress it leaves small bodies alone (a 15-byte JSON
 * answer grew when gzipped) and touches the response only through its headers when there is
 * nothing to do, so the fast path of @hono/node-server (a string body written in one go) is kept.
 * Served by the site's node server, a request without Accept-Encoding is not looked at at all: the
 * server's response adds Vary where the answer's headers are written (site-response.ts).
 */
export function compression(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const acceptEncoding = c.req.method === "HEAD" ? undefined : requestHeader(c, "accept-encoding");
    if (!acceptEncoding && siteResponse(c)) return next();
    return compressAnswer(c, next, acceptEncoding);
  };
}

/** Compresses the answer when the request accepts an encoding; sets Vary on those that could be. */
async function compressAnswer(c: Context<AppEnv>, next: Next, acceptEncoding: string | undefined) {
  await next();
  const res = c.res;
  const headers = res.headers;
  if (
    !compressible(
      res.status,
      headers.get("content-type") ?? undefined,
      headers.get("content-encoding") ?? undefined,
      headers.get("cache-control") ?? undefined,
    )
  ) {
    return;
  }
  const vary = varyWithAcceptEncoding(headers.get("vary") ?? undefined);
  if (vary) headers.set("Vary", vary);

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
}

/** After the body was replaced: its length is no longer known, and a strong ETag becomes weak. */
function markEncoded(headers: Headers, encoding: string): void {
  headers.delete("Content-Length");
  headers.set("Content-Encoding", encoding);
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
}
