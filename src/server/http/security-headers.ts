import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { INLINE_HEAD_SCRIPTS } from "#shared/page-head/inline-scripts";
import { nodeResponse } from "./node-response.ts";

/** The CSP sources that allow the inline scripts of every page's head (the theme's), each by its hash. */
export const INLINE_SCRIPT_SOURCES = INLINE_HEAD_SCRIPTS.map(
  (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
);

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src ${["'self'", ...INLINE_SCRIPT_SOURCES].join(" ")}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Scripts only from our own origin (the head's inline scripts allowed by their hashes), nothing from
 * third-party hosts, and the app may not be framed. Inline styles are allowed because the toast and
 * dialog libraries set them. The same values hono/secure-headers sends with these options (a test
 * compares them), made once.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Download-Options", "noopen"],
  ["X-Frame-Options", "DENY"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
  ["X-XSS-Protection", "0"],
  ["Content-Security-Policy", CONTENT_SECURITY_POLICY],
  // Geolocation for the site's own pages only: the talents list's "Near me" (ADR 56).
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(self)"],
];

/**
 * Every answer carries SECURITY_HEADERS. Served by node, they are set on the Node response before
 * the route runs (one setHeader each, no Headers object); a route may set one of them itself
 * (a private link's stricter referrer policy), and its value goes out instead. Under `app.request()`
 * they are set on the Response afterwards, over the route's.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing) {
      for (const [name, value] of SECURITY_HEADERS) outgoing.setHeader(name, value);
      await next();
      return;
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    headers.delete("X-Powered-By");
  };
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
