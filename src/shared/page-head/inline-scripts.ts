import { SCRIPTS_AFTER_PAINT_SCRIPT } from "./scripts-after-paint.ts";
import { THEME_SCRIPT } from "./theme-script.ts";

/**
 * The inline scripts in the head of every page, in order (vite.config.ts writes them into index.html):
 * the theme's, which must run before the first paint, and the one that starts the page's modules
 * after it. They cost no request; the Content-Security-Policy allows exactly these texts by their
 * hashes (src/server/http/security-headers.ts).
 */
export const INLINE_HEAD_SCRIPTS: readonly string[] = [THEME_SCRIPT, SCRIPTS_AFTER_PAINT_SCRIPT];
