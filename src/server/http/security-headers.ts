import type { Context, MiddlewareHandler, Next } from "hono";
import { SECURITY_HEADERS } from "./security-header-list.ts";
import { siteResponse } from "./site-response.ts";

export { INLINE_SCRIPT_SOURCES, SECURITY_HEADERS } from "./security-header-list.ts";

/**
 * Every answer carries SECURITY_HEADERS. The site's node server adds them as it writes the answer's
 * head (site-response.ts), where a route's own value (a private link's stricter referrer policy)
 * goes out instead. Elsewhere (`app.request()`: tests, the page renderer's calls to the API) they are
 * set on the Response afterwards, over the route's.
 */
export function securityHeaders(): MiddlewareHandler {
  return (c, next) => (siteResponse(c) ? next() : withSecurityHeaders(c, next));
}

async function withSecurityHeaders(c: Context, next: Next) {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
  headers.delete("X-Powered-By");
}

/**
 * Pages and answers reached through a private link (a sender's inquiry thread, ADR 34; the first
 * administrator's, ADR 44; a shortlist shared with a client; a saved search's alert unsubscribe link),
 * in either language.
 */
const PRIVATE_LINK_PATH =
  /^(\/de)?\/(inquiry|setup-admin|shortlist|alerts\/unsubscribe)$|^\/api\/(inquiry-thread(\/.*)?|first-admin|shared-shortlist(\/.*)?|saved-search-alerts\/.*)$/;

/**
 * What a private link opens is sent to no other site and kept out of search engines: no Referer
 * leaves the page, and robots are told not to index it. Registered before `securityHeaders`, so
 * these run after it and win over its site-wide referrer policy.
 */
export function privateLinkHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!PRIVATE_LINK_PATH.test(c.req.path)) return;
    c.res.headers.set("Referrer-Policy", "no-referrer");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    c.res.headers.set("Cache-Control", "no-store");
  };
}
