// The part of fontkit (pdfkit's font engine) the comp cards use; fontkit ships no types.
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
