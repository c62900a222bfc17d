import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { INLINE_HEAD_SCRIPTS } from "#shared/page-head/inline-scripts";

/** The CSP sources that allow the inline scripts of every page's head (the theme's, the web fonts'), each by its hash. */
export const INLINE_SCRIPT_SOURCES = INLINE_HEAD_SCRIPTS.map(
  (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
);

/**
 * Scripts only from our own origin (the head's inline scripts allowed by their hashes), nothing from third-party hosts, and the
 * app may not be framed. Inline styles are allowed because the toast and dialog libraries set them.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    // Geolocation for the site's own pages only: the talents list's "Near me" (ADR 56).
    permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
  });

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
