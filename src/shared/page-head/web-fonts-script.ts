/**
 * The class that holds the web fonts back: while <html> carries it, the type stacks name only the
 * local fallback faces (src/client/styles.css), so the browser requests no font file.
 */
export const WEB_FONTS_WAITING_CLASS = "web-fonts-waiting";

/**
 * The script that lets the web fonts be requested only after the first paint (ADR 38). On a phone's
 * connection the first screen (the text in metric-matched local faces, the LCP picture) then does not
 * share the bandwidth with 85 KB of fonts; they swap in a moment later and move nothing. The class goes
 * when the browser reports the first contentful paint (a paint entry carries the time the frame was
 * shown, which a timeout after the next animation frame can precede); a browser without paint timing
 * lifts it after the first frame. Without JavaScript the class is never set and the fonts load as
 * usual. Plain JavaScript in a string, like the theme script, for its CSP hash.
 */
export const WEB_FONTS_SCRIPT = `(() => {
  const root = document.documentElement;
  root.classList.add(${JSON.stringify(WEB_FONTS_WAITING_CLASS)});
  const release = () => root.classList.remove(${JSON.stringify(WEB_FONTS_WAITING_CLASS)});
  if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      release();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(release));
  }
})();`;
