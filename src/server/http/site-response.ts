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
/** The site headers an answer may set itself. */
const SITE_NAMES = new Set([...SECURITY.map(([, lower]) => lower), "x-request-id"]);

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
  /** The lower-cased names of the answer's headers that are also site headers. */
  let own: Set<string> | undefined;
  let contentType: string | undefined;
  let contentEncoding: string | undefined;
  let cacheControlAt = -1;
  let varyAt = -1;
  let setsCookie = false;
  for (let i = 0; i < headers.length; i += 2) {
    const name = String(headers[i]).toLowerCase();
    if (name === "content-type") contentType = String(headers[i + 1]);
    else if (name === "content-encoding") contentEncoding = String(headers[i + 1]);
    else if (name === "cache-control") cacheControlAt = i + 1;
    else if (name === "vary") varyAt = i + 1;
    else if (name === "set-cookie") setsCookie = true;
    else if (SITE_NAMES.has(name)) {
      own ??= new Set();
      own.add(name);
    }
  }
  for (const [name, lower, text] of SECURITY) if (!own?.has(lower)) headers.push(name, text);
  if (requestId && !own?.has("x-request-id")) headers.push("X-Request-Id", requestId);
  if (setsCookie) {
    if (cacheControlAt === -1) headers.push("Cache-Control", "no-store");
    else headers[cacheControlAt] = "no-store";
  }
  const cacheControl = cacheControlAt === -1 ? undefined : String(headers[cacheControlAt]);
  if (compressible(status, contentType, contentEncoding, cacheControl)) {
    const vary = varyWithAcceptEncoding(varyAt === -1 ? undefined : String(headers[varyAt]));
    if (vary !== undefined && varyAt === -1) headers.push("Vary", vary);
    else if (vary !== undefined) headers[varyAt] = vary;
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
