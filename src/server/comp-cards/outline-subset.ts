import type { Font, Subset } from "fontkit";
import {
  encodeSimpleGlyph,
  type GlyphPoint,
  glyfAndLoca,
  type SfntTables,
  withUint16,
  writeSfnt,
} from "./sfnt.ts";

/**
 * The subset of a font a PDF embeds, written from each glyph's outline as the font instance draws
 * it. fontkit's own subset copies composite glyphs (an accented letter built from its letter and
 * its accent) byte for byte, which leaves a variable font's composites at the default weight; here
 * every glyph is written as a plain outline at the chosen weight, composites resolved.
 */
export class OutlineSubset implements Subset {
  private readonly glyphIds: number[] = [];
  private readonly subsetIds = new Map<number, number>();

  constructor(
    private readonly font: Font,
    private readonly tables: SfntTables,
    /** Encoded outlines by glyph id, shared by every subset of the same font instance. */
    private readonly outlines: Map<number, Uint8Array>,
  ) {
    this.includeGlyph(0); // .notdef stays glyph 0
  }

  includeGlyph(glyphId: number): number {
    let id = this.subsetIds.get(glyphId);
    if (id === undefined) {
      id = this.glyphIds.length;
      this.glyphIds.push(glyphId);
      this.subsetIds.set(glyphId, id);
    }
    return id;
  }

  encode(): Uint8Array {
    const glyphs = this.glyphIds.map((id) => this.outline(id));
    const { glyf, loca } = glyfAndLoca(glyphs);
    const hmtx = new Uint8Array(glyphs.length * 4);
    const metrics = new DataView(hmtx.buffer);
    this.glyphIds.forEach((id, i) => {
      const glyph = glyphs[i] ?? new Uint8Array();
      metrics.setUint16(i * 4, Math.max(0, Math.round(this.font.getGlyph(id).advanceWidth)));
      // The left side bearing is the outline's xMin.
      metrics.setInt16(
        i * 4 + 2,
        glyph.length ? new DataView(glyph.buffer, glyph.byteOffset).getInt16(2) : 0,
      );
    });
    const table = (tag: string) => {
      const bytes = this.tables.get(tag);
      if (!bytes) throw new Error(`The font has no ${tag} table`);
      return bytes;
    };
    return writeSfnt(
      new Map([
        ["head", withUint16(table("head"), { 50: 1 })], // long loca offsets
        ["hhea", withUint16(table("hhea"), { 34: glyphs.length })], // numberOfHMetrics
        ["maxp", withUint16(table("maxp"), maxProfile(glyphs))],
        ["loca", loca],
        ["glyf", glyf],
        ["hmtx", hmtx],
      ]),
    );
  }

  private outline(glyphId: number): Uint8Array {
    let encoded = this.outlines.get(glyphId);
    if (!encoded) {
      encoded = encodeSimpleGlyph(contours(this.font, glyphId));
      this.outlines.set(glyphId, encoded);
    }
    return encoded;
  }
}

/** A glyph's outline (moves, lines and quadratic curves) as TrueType contours. */
function contours(font: Font, glyphId: number): GlyphPoint[][] {
  const result: GlyphPoint[][] = [];
  let contour: GlyphPoint[] = [];
  const point = (x: number | undefined, y: number | undefined, onCurve: boolean) =>
    contour.push({ x: Math.round(x ?? 0), y: Math.round(y ?? 0), onCurve });
  const close = () => {
    const first = contour[0];
    const last = contour.at(-1);
    // The path returns to its start; TrueType closes a contour by itself.
    if (contour.length > 1 && first && last?.onCurve && last.x === first.x && last.y === first.y)
      contour.pop();
    if (contour.length) result.push(contour);
    contour = [];
  };
  for (const { command, args } of font.getGlyph(glyphId).path.commands) {
    if (command === "moveTo") {
      close();
      point(args[0], args[1], true);
    } else if (command === "lineTo") {
      point(args[0], args[1], true);
    } else if (command === "quadraticCurveTo") {
      point(args[0], args[1], false);
      point(args[2], args[3], true);
    } else if (command === "closePath") {
      close();
    } else {
      throw new Error(`Unexpected ${command} in a TrueType outline`);
    }
  }
  close();
  return result;
}

/**
 * The maximum profile's counts for the written glyphs: numGlyphs, maxPoints, maxContours, and no
 * composites or instructions (what a rasterizer may size its buffers by).
 */
function maxProfile(glyphs: Uint8Array[]): Record<number, number> {
  let maxPoints = 0;
  let maxContours = 0;
  for (const glyph of glyphs) {
    if (!glyph.length) continue;
    const view = new DataView(glyph.buffer, glyph.byteOffset, glyph.byteLength);
    const contourCount = view.getInt16(0);
    maxContours = Math.max(maxContours, contourCount);
    maxPoints = Math.max(maxPoints, view.getUint16(10 + (contourCount - 1) * 2) + 1);
  }
  // Offsets in maxp version 1.0: numGlyphs, maxPoints, maxContours, maxComponentPoints,
  // maxComponentContours, maxSizeOfInstructions, maxComponentElements, maxComponentDepth.
  return { 4: glyphs.length, 6: maxPoints, 8: maxContours, 10: 0, 12: 0, 26: 0, 28: 0, 30: 0 };
}
