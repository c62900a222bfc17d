import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create } from "fontkit";
import { describe, expect, it } from "vitest";
import { readSfnt, writeSfnt } from "./sfnt.ts";
import { woff2ToTtf } from "./woff2-to-ttf.ts";

const require = createRequire(import.meta.url);
const webFont = (file: string) => readFileSync(require.resolve(`@fontsource-variable/${file}`));

describe("woff2ToTtf", () => {
  it.each([
    "inter/files/inter-latin-wght-normal.woff2",
    "inter/files/inter-latin-ext-wght-normal.woff2",
    "fraunces/files/fraunces-latin-wght-normal.woff2",
    "fraunces/files/fraunces-latin-ext-wght-normal.woff2",
  ])("gives every glyph of %s the outline and width fontkit reads from the WOFF2 itself", (file) => {
    const woff2 = webFont(file);
    const fromWoff2 = create(woff2);
    const fromTtf = create(writeSfnt(woff2ToTtf(woff2)));
    expect(fromTtf.numGlyphs).toBe(fromWoff2.numGlyphs);
    for (let id = 0; id < fromWoff2.numGlyphs; id++) {
      expect(fromTtf.getGlyph(id).path.commands, `glyph ${id}`).toEqual(fromWoff2.getGlyph(id).path.commands);
      expect(fromTtf.getGlyph(id).advanceWidth, `glyph ${id}`).toBe(fromWoff2.getGlyph(id).advanceWidth);
    }
  });

  it("keeps the variation tables and drops the hinting", () => {
    const tables = readSfnt(
      writeSfnt(woff2ToTtf(webFont("fraunces/files/fraunces-latin-wght-normal.woff2"))),
    );
    expect([...tables.keys()]).toEqual(
      expect.arrayContaining(["fvar", "gvar", "HVAR", "cmap", "glyf", "loca"]),
    );
    expect(tables.has("prep")).toBe(false);
  });

  it("refuses what is not a WOFF2 font", () => {
    expect(() => woff2ToTtf(Buffer.from("wOFF and more bytes than a header needs, to be sure"))).toThrow(
      /Not a WOFF2 font/,
    );
  });
});
