import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  FIRST_VISIT_PAGES,
  firstVisitScripts,
  JS_BUDGET_BYTES,
  measureFirstVisitJs,
  sourceMaps,
} from "./first-visit-js.mjs";

const HOME = FIRST_VISIT_PAGES["/"] as string;
const LIST = FIRST_VISIT_PAGES["/talents"] as string;
const PROFILE = FIRST_VISIT_PAGES["a profile page"] as string;

/** A Vite manifest: the entry, three pages sharing a chunk, a lazy chunk only loaded on use. */
const manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"], dynamicImports: [HOME] },
  "_react.js": { file: "assets/react.js" },
  "_card.js": { file: "assets/card.js", imports: ["_react.js"] },
  "_lightbox.js": { file: "assets/lightbox.js" },
  [HOME]: { file: "assets/home.js", imports: ["_card.js"], dynamicImports: ["_lightbox.js"] },
  [LIST]: { file: "assets/list.js", imports: ["_card.js", "_react.js"] },
  [PROFILE]: { file: "assets/profile.js" },
};

describe("firstVisitScripts", () => {
  it("is the entry, the page and their static imports, each once, without what loads on use", () => {
    expect(firstVisitScripts(manifest, HOME)).toEqual([
      "assets/index.js",
      "assets/react.js",
      "assets/home.js",
      "assets/card.js",
    ]);
    expect(firstVisitScripts(manifest, LIST)).toEqual([
      "assets/index.js",
      "assets/react.js",
      "assets/list.js",
      "assets/card.js",
    ]);
  });

  it("refuses a manifest without an entry or without the page", () => {
    expect(() => firstVisitScripts({ [HOME]: { file: "assets/home.js" } }, HOME)).toThrow(/no entry/);
    expect(() => firstVisitScripts(manifest, "src/client/features/nowhere.tsx")).toThrow(/no chunk/);
  });
});

describe("measureFirstVisitJs", () => {
  let clientDir: string;
  beforeEach(() => {
    clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-first-visit-"));
    mkdirSync(path.join(clientDir, ".vite"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, ".vite/manifest.json"), JSON.stringify(manifest));
  });
  afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

  const write = (file: string, text: string) => writeFileSync(path.join(clientDir, file), text);

  it("sums the precompressed Brotli files, compressing a file that has none", () => {
    for (const chunk of Object.values(manifest)) write(chunk.file, "x");
    for (const file of ["assets/index.js", "assets/react.js", "assets/card.js"]) {
      write(`${file}.br`, "b".repeat(1000));
    }
    const homeJs = "export const home = 'a page of its own';".repeat(50);
    write("assets/home.js", homeJs);
    const [home, list, profile] = measureFirstVisitJs(clientDir);
    expect(home).toMatchObject({ page: "/", within: true });
    expect(home?.bytes).toBe(3000 + brotliCompressSync(homeJs).length);
    expect(list?.bytes).toBe(3000 + brotliCompressSync("x").length);
    expect(profile).toMatchObject({
      page: "a profile page",
      files: ["assets/index.js", "assets/react.js", "assets/profile.js"],
    });
  });

  it("is outside the budget past 150 KiB", () => {
    for (const chunk of Object.values(manifest)) write(chunk.file, "x");
    write("assets/list.js.br", "b".repeat(JS_BUDGET_BYTES));
    const byPage = Object.fromEntries(measureFirstVisitJs(clientDir).map((p) => [p.page, p.within]));
    expect(byPage).toEqual({ "/": true, "/talents": false, "a profile page": true });
  });

  it("finds source maps anywhere in the client", () => {
    expect(sourceMaps(clientDir)).toEqual([]);
    write("assets/index.js.map", "{}");
    expect(sourceMaps(clientDir)).toEqual([path.join("assets", "index.js.map")]);
  });
});
