// The public pages are server-rendered (ADR 32): their first screen needs the HTML, the stylesheet and
// the fonts, not the scripts, which only hydrate it. So the entry script and its modulepreload links
// ask for a low fetch priority: on a slow connection the stylesheet, the fonts and the LCP picture go
// first, and Lighthouse's simulation no longer counts the scripts as render-blocking (ADR 33).

/** The attribute that asks the browser to fetch a script after what the first paint needs. */
export const LOW_PRIORITY = 'fetchpriority="low"';

const SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/** The HTML with every module script and modulepreload link marked low priority. */
export function lowerScriptPriority(html) {
  return html.replace(SCRIPT_TAG, (_tag, opening) => `<${opening} ${LOW_PRIORITY}`);
}

/** A Vite plugin that applies `lowerScriptPriority` to the built index.html, after Vite added its tags. */
export function lowScriptPriority() {
  return {
    name: "vitrine:low-script-priority",
    apply: "build",
    transformIndexHtml: { order: "post", handler: lowerScriptPriority },
  };
}
