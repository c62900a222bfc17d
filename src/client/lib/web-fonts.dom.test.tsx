import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addWebFontFaces, addWebFontsAfterFirstPaint, type WebFontFace } from "./web-fonts.ts";

const LATIN = "U+0000-00FF";
/** Like the app's list (web-font-faces.ts): the Latin face of each family early, other subsets not. */
const FACES: WebFontFace[] = [
  { family: "Inter Variable", url: "/assets/inter-cyrillic.woff2", unicodeRange: "U+0400-045F" },
  { family: "Inter Variable", url: "/assets/inter-latin-ext.woff2", unicodeRange: "U+0100-02BA" },
  { family: "Inter Variable", url: "/assets/inter-latin.woff2", unicodeRange: LATIN, early: true },
  { family: "Fraunces Variable", url: "/assets/fraunces-latin-ext.woff2", unicodeRange: "U+0100-02BA" },
  { family: "Fraunces Variable", url: "/assets/fraunces-latin.woff2", unicodeRange: LATIN, early: true },
];

/** What the fakes saw, in order: a face's load or its addition to the document. */
let steps: string[];
let failLoad: boolean;

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: { unicodeRange: string },
  ) {}
  load() {
    steps.push(`load ${this.family} ${this.descriptors.unicodeRange}`);
    return failLoad ? Promise.reject(new Error("offline")) : Promise.resolve(this);
  }
}

let paintCallback:
  | ((list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void)
  | undefined;
const disconnect = vi.fn();
class FakePerformanceObserver {
  static supportedEntryTypes = ["paint"];
  constructor(callback: typeof paintCallback) {
    paintCallback = callback;
  }
  observe() {}
  disconnect = disconnect;
}
const paint = (...names: string[]) =>
  paintCallback?.({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect });

beforeEach(() => {
  steps = [];
  failLoad = false;
  paintCallback = undefined;
  vi.stubGlobal("FontFace", FakeFontFace);
  vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { add: (face: FakeFontFace) => steps.push(`add ${face.family}`) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "fonts");
});

describe("addWebFontFaces", () => {
  it("fetches the two Latin faces, then adds every subset of both families", async () => {
    await addWebFontFaces(FACES);
    expect(steps.slice(0, 2).sort()).toEqual([
      "load Fraunces Variable U+0000-00FF",
      "load Inter Variable U+0000-00FF",
    ]);
    const added = steps.slice(2);
    expect(added).toHaveLength(5);
    expect(added.filter((step) => step === "add Inter Variable")).toHaveLength(3);
    expect(added.filter((step) => step === "add Fraunces Variable")).toHaveLength(2);
  });

  it("adds the faces even when a file cannot be fetched", async () => {
    failLoad = true;
    await addWebFontFaces(FACES);
    expect(steps.filter((step) => step.startsWith("add"))).toHaveLength(5);
  });
});

describe("addWebFontsAfterFirstPaint", () => {
  it("adds nothing before the first contentful paint, and the faces once it is reported", async () => {
    addWebFontsAfterFirstPaint(FACES);
    expect(steps).toEqual([]);
    paint("first-paint");
    expect(steps).toEqual([]);
    expect(disconnect).not.toHaveBeenCalled();
    paint("first-paint", "first-contentful-paint");
    expect(disconnect).toHaveBeenCalled();
    await vi.waitFor(() => expect(steps.filter((step) => step.startsWith("add"))).toHaveLength(5));
  });
});
