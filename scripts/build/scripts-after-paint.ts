// The built index.html names its entry module and the entry's static imports in links the browser
// does not fetch; the inline script SCRIPTS_AFTER_PAINT_SCRIPT starts them once the page has painted
// (ADR 63). The server writes a page's own lazy chunks the same way (src/server/features/seo/page-render.ts).
import type { Plugin } from "vite";
import { ENTRY_AFTER_PAINT, PRELOAD_AFTER_PAINT } from "../../src/shared/page-head/scripts-after-paint.ts";

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The HTML with its module script and modulepreload links turned into links started after the paint. */
export function startScriptsAfterPaint(html: string): string {
  return html
    .replace(ENTRY_SCRIPT, (_tag, src: string) => `<link rel="${ENTRY_AFTER_PAINT}" href="${src}">`)
    .replace(MODULE_PRELOAD, (_tag, href: string) => `<link rel="${PRELOAD_AFTER_PAINT}" href="${href}">`);
}

/** A Vite plugin that applies `startScriptsAfterPaint` to the built index.html, after Vite added its tags. */
export function scriptsAfterPaint(): Plugin {
  return {
    name: "vitrine:scripts-after-paint",
    apply: "build",
    transformIndexHtml: { order: "post", handler: startScriptsAfterPaint },
  };
}
