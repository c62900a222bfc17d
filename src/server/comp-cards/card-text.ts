import type PDFDocument from "pdfkit";
import { type Face, faceFor, type Typeface, type Weight } from "./card-fonts.ts";

/** How a piece of text is set. */
export type TextStyle = {
  typeface: Typeface;
  weight: Weight;
  /** Font size in points. */
  size: number;
  color: string;
  /** Extra space between letters, in points (for small capitals). */
  tracking?: number;
};

type Doc = InstanceType<typeof PDFDocument>;
type Run = { face: Face; text: string };

/** A text in one line: no control characters, composed accents. */
export function clean(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text cut where the face that has its characters changes. */
function runs(text: string, style: TextStyle): Run[] {
  const result: Run[] = [];
  for (const char of text) {
    const face = faceFor(style.typeface, style.weight, char.codePointAt(0) ?? 0);
    const last = result.at(-1);
    if (last && last.face === face) last.text += char;
    else result.push({ face, text: char });
  }
  return result;
}

/** Selects a run's face and size in the document. */
function use(doc: Doc, face: Face, style: TextStyle): Doc {
  doc.registerFont(face.key, face.file);
  return doc.font(face.key).fontSize(style.size);
}

/** The width of a text in one line, in points. */
export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  const tracking = style.tracking ?? 0;
  let width = 0;
  for (const run of runs(text, style)) {
    width += use(doc, run.face, style).widthOfString(run.text) + tracking * [...run.text].length;
  }
  return Math.max(0, width - tracking);
}

/** Draws a text in one line with its baseline at y. */
export function drawLine(doc: Doc, text: string, x: number, y: number, style: TextStyle): void {
  const tracking = style.tracking ?? 0;
  let left = x;
  doc.fillColor(style.color);
  for (const run of runs(text, style)) {
    use(doc, run.face, style).text(run.text, left, y, {
      lineBreak: false,
      baseline: "alphabetic",
      characterSpacing: tracking,
    });
    left += doc.widthOfString(run.text) + tracking * [...run.text].length;
  }
}

export type Wrapped = {
  lines: string[];
  /** Whether a word had to be cut to fit (a name is then set smaller if it can be). */
  cutWords: boolean;
  /** Whether the text was longer than `maxLines` and ends with "…". */
  truncated: boolean;
};

/**
 * Breaks a text into lines of at most `width` points: after spaces, hyphens and slashes, and
 * inside a word only when the word alone is too wide. Past `maxLines` the last line ends with "…".
 */
export function wrap(doc: Doc, text: string, style: TextStyle, width: number, maxLines: number): Wrapped {
  const fits = (line: string) => textWidth(doc, line, style) <= width;
  const lines: string[] = [];
  let cutWords = false;
  let line = "";
  for (const piece of text.split(/(?<=[\s\-‐/])/u)) {
    if (fits((line + piece).trimEnd())) {
      line += piece;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = piece.trimStart();
    while (!fits(line.trimEnd())) {
      const chars = [...line];
      let count = Math.max(1, chars.length - 1);
      while (count > 1 && !fits(chars.slice(0, count).join(""))) count--;
      lines.push(chars.slice(0, count).join(""));
      line = chars.slice(count).join("");
      cutWords = true;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return { lines, cutWords, truncated: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(doc, `${kept[maxLines - 1]}${lines[maxLines]}…`, style, width);
  return { lines: kept, cutWords, truncated: true };
}

/** A text shortened with "…" to fit `width` points. */
export function ellipsize(doc: Doc, text: string, style: TextStyle, width: number): string {
  if (textWidth(doc, text, style) <= width) return text;
  const chars = [...text];
  let count = chars.length;
  while (count > 0 && textWidth(doc, `${chars.slice(0, count).join("").trimEnd()}…`, style) > width) count--;
  return `${chars.slice(0, count).join("").trimEnd()}…`;
}
