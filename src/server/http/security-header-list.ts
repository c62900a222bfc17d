import { createHash } from "node:crypto";
import { INLINE_HEAD_SCRIPTS } from "#shared/page-head/inline-scripts";

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
