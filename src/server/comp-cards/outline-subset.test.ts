import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create } from "fontkit";
import { describe, expect, it } from "vitest";
import { faceFor } from "./card-fonts.ts";
import { writeSfnt } from "./sfnt.ts";
import { woff2ToTtf } from "./woff2-to-ttf.ts";

const webFont = readFileSync(
  createRequire(import.meta.url).resolve(
    "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  ),
);

const glyphIds = (text: string) =>
  faceFor("serif", 600, 0x61)
    .font.layout(text)
    .glyphs.map((glyph) => glyph.id);

describe("the embedded font subsets", () => {
  it("hold each glyph as the chosen weight draws it, accented letters as plain outlines", () => {
    const { font } = faceFor("serif", 600, 0x61);
    const subset = font.createSubset();
    const ids = glyphIds("Jürgen Weiß-Çelik");
    const subsetIds = ids.map((id) => subset.includeGlyph(id));
    const embedded = create(subset.encode());

    ids.forEach((id, i) => {
      const printed = embedded.getGlyph(subsetIds[i] ?? 0);
      const instance = font.getGlyph(id);
      // Rounded to whole font units: within one unit of the instance's outline.
      const points = (commands: { args: number[] }[]) => commands.flatMap((command) => command.args);
      const expected = points(instance.path.commands).map(Math.round);
      const actual = points(printed.path.commands);
      expect(actual.length, `glyph ${id}`).toBe(expected.length);
      expect(
        Math.max(...actual.map((value, j) => Math.abs(value - (expected[j] ?? value)))),
        `glyph ${id}`,
      ).toBeLessThanOrEqual(1);
      expect(printed.advanceWidth).toBe(Math.round(instance.advanceWidth));
    });
  });

  it("are at the chosen weight, not the file's default (Fraunces' default is black)", () => {
    const [id = 0] = glyphIds("n");
    const printed = (weight: 400 | 600) => {
      const subset = faceFor("serif", weight, 0x61).font.createSubset();
      const subsetId = subset.includeGlyph(id);
      return create(subset.encode()).getGlyph(subsetId).advanceWidth;
    };
    const black = create(writeSfnt(woff2ToTtf(webFont))).getGlyph(id).advanceWidth;
    expect(printed(400)).toBeLessThan(printed(600));
    expect(printed(600)).toBeLessThan(black);
  });

  it("name each weight and script range apart, so that pdfkit embeds them apart", () => {
    expect(faceFor("serif", 600, 0x61).font.postscriptName).toBe("Fraunces-SemiBold");
    expect(faceFor("serif", 600, 0x142).font.postscriptName).toBe("Fraunces-SemiBold-LatinExt");
    expect(faceFor("sans", 400, 0x61).font.postscriptName).toBe("Inter-Regular");
    // A character no serif face has is set in the sans faces.
    expect(faceFor("serif", 600, 0x416).font.postscriptName).toBe("Inter-SemiBold-Cyrillic");
  });
});
