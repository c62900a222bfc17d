/** A web font's face: its family, file and unicode range; `early` if every page's text uses it. */
export type WebFontFace = { family: string; url: string; unicodeRange: string; early?: true };

/**
 * Fetches the Latin faces, then adds all faces to the document at once. Adding a face makes the
 * browser lay out again the text whose family it serves; adding them all, the Latin ones already
 * loaded, costs one layout where adding them unloaded costs two (one when added, one when the files
 * arrive). The other subsets load as usual if some text needs them. If a Latin face fails to load,
 * the others are added all the same and the text keeps its fallback face.
 */
export async function addWebFontFaces(webFontFaces: readonly WebFontFace[]): Promise<void> {
  const faces = webFontFaces.map(({ family, url, unicodeRange, early }) => {
    const face = new FontFace(family, `url(${url}) format("woff2")`, {
      weight: "100 900",
      style: "normal",
      display: "swap",
      unicodeRange,
    });
    return { face, early };
  });
  await Promise.allSettled(faces.filter(({ early }) => early).map(({ face }) => face.load()));
  for (const { face } of faces) document.fonts.add(face);
}

/**
 * Adds the web fonts after the first contentful paint (ADR 38): the first screen (the text in the
 * fallback faces, the LCP picture) does not share a phone's bandwidth with the fonts, which swap in
 * a moment later and move nothing. No class on the root changes the type stacks, so adding the faces
 * restyles nothing by itself: only the text the fonts serve is laid out again, once. A paint entry
 * carries the time the frame was shown; a browser without paint timing starts after its first frame.
 */
export function addWebFontsAfterFirstPaint(webFontFaces: readonly WebFontFace[]): void {
  if (typeof FontFace === "undefined" || !document.fonts) return;
  const start = () => void addWebFontFaces(webFontFaces);
  if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
}
