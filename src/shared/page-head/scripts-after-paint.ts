/**
 * A server-rendered page shows its first screen from the HTML and the style sheet alone; the scripts
 * only hydrate it. So no script is asked for before the page has painted: the page names its modules
 * in links the browser does not fetch, and an inline script in the head starts them after the first
 * frame (ADR 63). Until then the connection carries what the first screen needs (the style sheet and
 * the LCP picture) and nothing else.
 */

/** The `rel` of a link naming a module to preload once the page has painted. */
export const PRELOAD_AFTER_PAINT = "vitrine-modulepreload-after-paint";

/** The `rel` of the link naming the entry module, run once the page has painted. */
export const ENTRY_AFTER_PAINT = "vitrine-entry-after-paint";

/**
 * How many preload links one task adds: each starts a request, about a millisecond of the main
 * thread on a 2-core host, so twenty in one task would make a long one.
 */
const PRELOADS_PER_TASK = 4;

/**
 * How long a server-rendered page waits for its first contentful paint at most: a browser that lists
 * paint timing but reports no such paint still gets its scripts.
 */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * The inline script that starts the page's modules once the document is parsed: on a server-rendered
 * page when its first contentful paint has been shown (the paint entry carries the time the frame was
 * shown; the frame's own task ends before that; at most three seconds after the document is parsed),
 * on a page the browser renders itself after its first
 * frame (it paints nothing contentful before its script runs), and at once in a tab opened in the
 * background, which paints nothing until shown. The entry first, then the preloads a few per task,
 * each at a low priority and as a CORS request, like the tags Vite writes. Plain JavaScript in a
 * string, so the browser runs the very bytes the Content-Security-Policy's hash was taken of.
 */
export const SCRIPTS_AFTER_PAINT_SCRIPT = `(() => {
  let started = false;
  const add = (tag, attributes) => {
    const element = document.createElement(tag);
    Object.assign(element, attributes, { crossOrigin: "anonymous", fetchPriority: "low" });
    document.head.append(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[rel="${ENTRY_AFTER_PAINT}"]')) {
      add("script", { type: "module", src: link.href });
    }
    const preloads = [...document.querySelectorAll('link[rel="${PRELOAD_AFTER_PAINT}"]')];
    const addSome = () => {
      for (const link of preloads.splice(0, ${PRELOADS_PER_TASK})) add("link", { rel: "modulepreload", href: link.href });
      if (preloads.length > 0) setTimeout(addSome, 0);
    };
    addSome();
  };
  const afterFirstPaint = () => {
    if (document.visibilityState === "hidden") return start();
    const rendered = document.getElementById("root")?.firstElementChild;
    if (rendered && window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        start();
      }).observe({ type: "paint", buffered: true });
      setTimeout(start, ${PAINT_WAIT_LIMIT_MS});
    } else {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterFirstPaint, { once: true });
  else afterFirstPaint();
})();`;
