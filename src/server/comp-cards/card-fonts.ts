import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import { OutlineSubset } from "./outline-subset.ts";
import { type SfntTables, writeSfnt } from "./sfnt.ts";
import { woff2ToTtf } from "./woff2-to-ttf.ts";

/**
 * The site's typefaces for print: Fraunces for the name, Inter for the rest, read from the same
 * @fontsource-variable files the browser loads. Each file holds one script range (Latin, Latin
 * Extended ...), so a text is set in runs, each in the first face that has its characters.
 */
export type Typeface = "serif" | "sans";
export type Weight = 400 | 600;

/** A font instance ready for pdfkit: its key in the document and the fontkit font. */
export type Face = { key: string; font: Font };

const SUBSETS: Record<Typeface, { file: string; family: string; subsets: string[] }> = {
  serif: {
    file: "fraunces/files/fraunces",
    family: "Fraunces",
    subsets: ["latin", "latin-ext", "vietnamese"],
  },
  sans: {
    file: "inter/files/inter",
    family: "Inter",
    subsets: ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek", "greek-ext"],
  },
};
/** Where a character no serif face has is set in the sans faces. */
const FALLBACK: Record<Typeface, Typeface[]> = { serif: ["serif", "sans"], sans: ["sans"] };
const WEIGHT_NAMES: Record<Weight, string> = { 400: "Regular", 600: "SemiBold" };

/** Resolves the font files where the server runs, from its sources or its build. */
const packages = createRequire(import.meta.url);
const fontFiles = new Map<string, SfntTables>();
const faces = new Map<string, Face>();

/** The TrueType tables of one of the web font files, converted once per process. */
function fontFile(typeface: Typeface, subset: string): SfntTables {
  const path = `${SUBSETS[typeface].file}-${subset}-wght-normal.woff2`;
  let tables = fontFiles.get(path);
  if (!tables) {
    tables = woff2ToTtf(readFileSync(packages.resolve(`@fontsource-variable/${path}`)));
    fontFiles.set(path, tables);
  }
  return tables;
}

function face(typeface: Typeface, subset: string, weight: Weight): Face {
  const { family } = SUBSETS[typeface];
  const suffix =
    subset === "latin" ? "" : `-${subset.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase())}`;
  const key = `${family}-${WEIGHT_NAMES[weight]}${suffix}`;
  let cached = faces.get(key);
  if (!cached) {
    const tables = fontFile(typeface, subset);
    const file = writeSfnt(tables);
    const font = create(file).getVariation({ wght: weight });
    // The subsets read the outlines from an instance of their own: fontkit keeps a glyph it first
    // met as part of an accented letter without its character, and a layout meeting it later
    // would leave that character out of the PDF's text (what copying and search read).
    const outlineFont = create(file).getVariation({ wght: weight });
    const outlines = new Map<number, Uint8Array>();
    // The PDF names each instance itself: pdfkit takes two fonts with one name for the same font.
    Object.defineProperty(font, "postscriptName", { value: key });
    Object.defineProperty(font, "createSubset", {
      value: () => new OutlineSubset(outlineFont, tables, outlines),
    });
    cached = { key, font };
    faces.set(key, cached);
  }
  return cached;
}

/** The faces a character is looked up in, in order. */
function* candidates(typeface: Typeface, weight: Weight): Generator<Face> {
  for (const fallback of FALLBACK[typeface]) {
    for (const subset of SUBSETS[fallback].subsets) yield face(fallback, subset, weight);
  }
}

/** The face a character is set in: the first that has it, else the first face (a missing glyph box). */
export function faceFor(typeface: Typeface, weight: Weight, codePoint: number): Face {
  for (const candidate of candidates(typeface, weight)) {
    if (candidate.font.hasGlyphForCodePoint(codePoint)) return candidate;
  }
  return face(typeface, "latin", weight);
}
