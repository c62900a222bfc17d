import {
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  ServerResponse,
} from "node:http";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { compressible, varyWithAcceptEncoding } from "./content-encoding.ts";
import { SECURITY_HEADERS } from "./security-header-list.ts";

type GivenHeaders = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

const SECURITY = SECURITY_HEADERS.map(([name, value]) => [name, name.toLowerCase(), value] as const);

/** The headers as name, value, name, value ..., however writeHead was given them. */
function flatten(given: GivenHeaders): OutgoingHttpHeader[] {
  if (!given) return [];
  if (!Array.isArray(given)) {
    const flat: OutgoingHttpHeader[] = [];
    for (const name in given) {
      const value = given[name];
      if (value !== undefined) flat.push(name, value);
    }
    return flat;
  }
  return Array.isArray(given[0]) ? (given as unknown as OutgoingHttpHeader[][]).flat(1) : [...given];
}

/**
 * An answer's headers with those every answer of the site carries, as name, value, name, value ...:
 * - the security headers (SECURITY_HEADERS), unless the answer sets one itself (a private link's
 *   stricter `Referrer-Policy: no-referrer`);
 * - `X-Request-Id`, the request's id;
 * - `Cache-Control: no-store` when the answer sets a cookie (a session, or its removal): no cache
 *   keeps it;
 * - `Vary: Accept-Encoding` on an answer that could have been sent compressed.
 */
export function siteHeaders(
  status: number,
  given: GivenHeaders,
  requestId: string | undefined,
): OutgoingHttpHeader[] {
  const headers = flatten(given);
  /** Lower-cased name → the index of its value. */
  const at = new Map<string, number>();
  for (let i = 0; i < headers.length; i += 2) at.set(String(headers[i]).toLowerCase(), i + 1);
  const value = (name: string) => {
    const i = at.get(name);
    return i === undefined ? undefined : String(headers[i]);
  };
  const put = (name: string, lower: string, text: string) => {
    const i = at.get(lower);
    if (i === undefined) headers.push(name, text);
    else headers[i] = text;
  };
  for (const [name, lower, text] of SECURITY) if (!at.has(lower)) headers.push(name, text);
  if (requestId && !at.has("x-request-id")) headers.push("X-Request-Id", requestId);
  if (at.has("set-cookie")) put("Cache-Control", "cache-control", "no-store");
  if (compressible(status, value("content-type"), value("content-encoding"), value("cache-control"))) {
    const vary = varyWithAcceptEncoding(value("vary"));
    if (vary) put("Vary", "vary", vary);
  }
  return headers;
}

/**
 * The site's node server's response (main.ts passes it to `serve` as `ServerResponse`): it adds
 * siteHeaders as it writes the head, in one list with the answer's own. Every answer goes through
 * here, those of routes, of errors and of @hono/node-server itself (a malformed request's 400), and
 * no middleware has to build a Headers object or call setHeader a dozen times per request for it.
 */
export class SiteServerResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  /** The request's id (the requestId middleware sets it), sent back in X-Request-Id. */
  requestId: string | undefined;

  override writeHead(statusCode: number, statusMessage?: string, headers?: GivenHeaders): this;
  override writeHead(statusCode: number, headers?: GivenHeaders): this;
  override writeHead(statusCode: number, messageOrHeaders?: string | GivenHeaders, headers?: GivenHeaders) {
    const message = typeof messageOrHeaders === "string" ? messageOrHeaders : undefined;
    let given = typeof messageOrHeaders === "string" ? headers : messageOrHeaders;
    // Headers set one by one before (setHeader) go into the same list, under those given here (as
    // node merges them), so that they too win over the site's.
    const earlier = this.getHeaderNames();
    if (earlier.length > 0) {
      const merged = this.getHeaders();
      for (const name of earlier) this.removeHeader(name);
      const flat = flatten(given);
      for (let i = 0; i < flat.length; i += 2) merged[String(flat[i]).toLowerCase()] = flat[i + 1];
      given = merged;
    }
    const all = siteHeaders(statusCode, given, this.requestId);
    return message === undefined
      ? super.writeHead(statusCode, all)
      : super.writeHead(statusCode, message, all);
  }
}

/**
 * The site's node server's response to this request, which adds siteHeaders itself; undefined under
 * `app.request()` (tests, the page renderer's calls to the API) or another server, where the
 * middleware set those headers on the Response instead.
 */
export function siteResponse(c: Context): SiteServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof SiteServerResponse && !outgoing.headersSent ? outgoing : undefined;
}

/**
 * An answer with plain headers, which the site's node server writes as they are (c.body builds a
 * Headers object of two headers or more, a few microseconds per answer). Elsewhere, c.body: the
 * middleware change the headers of the answer afterwards, and @hono/node-server's Response keeps
 * those changes only when its headers are a Headers object.
 */
export function plainAnswer(
  c: Context,
  body: string | Uint8Array<ArrayBuffer>,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Response {
  return siteResponse(c) ? new Response(body, { status, headers }) : c.body(body, status, headers);
}
