import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * A request header (`name` in lower case), read from node's parsed headers when node serves the
 * request: `c.req.header()` builds a Headers object of every header the request carries, validating
 * each, on first use (a few microseconds for a browser's dozen headers). Repeated headers are joined
 * with ", " as Headers joins them (node keeps only the first of a few single-valued ones, such as
 * Host and Authorization). Under `app.request()` (tests, the page renderer), `c.req.header()`.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
