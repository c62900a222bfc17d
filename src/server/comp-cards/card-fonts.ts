import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create } from "fontkit";

/**
 * The site's typefaces for print: Fraunces for the name, Inter for the rest, from the static
 * @fontsource files (WOFF), which pdfkit embeds and subsets itself. Each file holds one weight of
 * one script range (Latin, Latin Extended ...), so a text is set in runs, each in the first file
 * that has its characters.
 */
export type Typeface = "serif" | "sans";
export type Weight = 400 | 600;

/** One font file: its name in the document, its bytes, and whether it has a character. */
export type Face = { key: string; file: Buffer; has: (codePoint: number) => boolean };

const FAMILIES: Record<Typeface, { family: string; subsets: string[] }> = {
  serif: { family: "fraunces", subsets: ["latin", "latin-ext", "vietnamese"] },
  sans: {
    family: "inter",
    subsets: ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek", "greek-ext"],
  },
};
/** Where a character no serif file has is set in the sans files. */
const FALLBACK: Record<Typeface, Typeface[]> = { serif: ["serif", "sans"], sans: ["sans"] };

/** Resolves the font files where the server runs, from its sources or its build. */
const packages = createRequire(import.meta.url);
const faces = new Map<string, Face>();

/** A font file, read once per process. */
function face(typeface: Typeface, subset: string, weight: Weight): Face {
  const { family } = FAMILIES[typeface];
  const key = `${family}-${subset}-${weight}-normal`;
  let cached = faces.get(key);
  if (!cached) {
    const file = readFileSync(packages.resolve(`@fontsource/${family}/files/${key}.woff`));
    // Only its character map is read here. pdfkit lays out and subsets with a font it opens for each
    // document: a fontkit font shared between documents keeps a glyph first met inside an accented
    // letter without its character, and a later document would leave that character out of its text.
    const font = create(file);
    cached = { key, file, has: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
    faces.set(key, cached);
  }
  return cached;
}

/** The face a character is set in: the first that has it, else the Latin one (a missing glyph box). */
export function faceFor(typeface: Typeface, weight: Weight, codePoint: number): Face {
  for (const fallback of FALLBACK[typeface]) {
    for (const subset of FAMILIES[fallback].subsets) {
      const candidate = face(fallback, subset, weight);
      if (candidate.has(codePoint)) return candidate;
    }
  }
  return face(typeface, "latin", weight);
}
