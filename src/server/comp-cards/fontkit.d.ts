// The part of fontkit (pdfkit's font engine) the comp cards use; fontkit ships no types.
declare module "fontkit" {
  export type PathCommand = { command: string; args: number[] };
  export interface Glyph {
    id: number;
    advanceWidth: number;
    path: { commands: PathCommand[] };
  }
  export interface Subset {
    includeGlyph(glyphId: number): number;
    encode(): Uint8Array;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    numGlyphs: number;
    getGlyph(glyphId: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
    getVariation(settings: Record<string, number>): Font;
    createSubset(): Subset;
    layout(text: string): { glyphs: Glyph[] };
  }
  export function create(buffer: Uint8Array): Font;
}
