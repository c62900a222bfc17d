import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ENTRY_AFTER_PAINT,
  PRELOAD_AFTER_PAINT,
  SCRIPTS_AFTER_PAINT_SCRIPT,
} from "#shared/page-head/scripts-after-paint";

/** A page's head as the server writes it: the entry and six preloads named, none fetched. */
function writePage(rendered: boolean) {
  document.head.innerHTML = [
    `<link rel="${ENTRY_AFTER_PAINT}" href="/assets/index.js">`,
    ...["a", "b", "c", "d", "e", "f"].map(
      (name) => `<link rel="${PRELOAD_AFTER_PAINT}" href="/assets/${name}.js">`,
    ),
  ].join("");
  document.body.innerHTML = rendered ? '<div id="root"><main>The page</main></div>' : '<div id="root"></div>';
}

const entryScripts = () => [...document.head.querySelectorAll('script[type="module"]')];
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')];
/** The path of an added element's address (the script takes the link's resolved address). */
const pathOf = (element: Element, attribute: "src" | "href") =>
  new URL(element.getAttribute(attribute) ?? "", document.baseURI).pathname;

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
function fakePaintTiming() {
  const observers: ((
    entries: { getEntriesByName: (name: string) => unknown[] },
    observer: unknown,
  ) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push((entries) => this.callback(entries, this));
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint: () => {
      for (const notify of observers)
        notify({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, null);
    },
  };
}

const run = () => new Function(SCRIPTS_AFTER_PAINT_SCRIPT)();

describe("the script that starts the page's modules after the first paint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = "";
  });

  it("on a server-rendered page waits for the first contentful paint, then adds the entry and the preloads four per task", () => {
    const timing = fakePaintTiming();
    writePage(true);
    run();
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toHaveLength(0);
    expect(preloads()).toHaveLength(0);

    timing.paint();
    expect(entryScripts().map((script) => pathOf(script, "src"))).toEqual(["/assets/index.js"]);
    expect(preloads()).toHaveLength(4);
    vi.advanceTimersByTime(0);
    expect(preloads().map((link) => pathOf(link, "href"))).toEqual(
      ["a", "b", "c", "d", "e", "f"].map((name) => `/assets/${name}.js`),
    );
    // Started once: the paint reported again or the time limit adds nothing more.
    timing.paint();
    vi.advanceTimersByTime(5000);
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(6);
  });

  it("starts them after three seconds when no paint is reported", () => {
    fakePaintTiming();
    writePage(true);
    run();
    vi.advanceTimersByTime(2999);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it("on a page the browser renders itself starts them after its first frame", () => {
    fakePaintTiming();
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16));
    writePage(false);
    run();
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(16);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it("in a tab opened in the background starts them at once", () => {
    fakePaintTiming();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    writePage(true);
    run();
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(4);
  });
});
