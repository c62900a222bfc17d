import type { TextStyle } from "./card-text.ts";

/** The papers a comp card prints on, portrait, in points (1/72 inch). */
export const PAPER_SIZES = {
  /** A5, 148 × 210 mm. */
  a5: { width: 419.53, height: 595.28 },
  /** US half letter, 5.5 × 8.5 in. */
  "half-letter": { width: 396, height: 612 },
} as const;
export type Paper = keyof typeof PAPER_SIZES;

export type Box = { x: number; y: number; width: number; height: number };

/** The white border around everything: 10 mm, inside what home printers can print. */
export const MARGIN = 28;

/** The site's light palette (src/client/styles.css). */
export const COLORS = {
  foreground: "#1b1a18",
  muted: "#5c5852",
  accent: "#a4461f",
  border: "#e2ded7",
} as const;

/** Line height as a multiple of the font size, and where the baseline sits in the line. */
export const LEADING = { serif: 1.08, sans: 1.4 } as const;
export const BASELINE = 0.8;

export const STYLES = {
  frontName: { typeface: "serif", weight: 600, size: 34, color: COLORS.foreground },
  backName: { typeface: "serif", weight: 600, size: 15, color: COLORS.foreground },
  label: { typeface: "sans", weight: 600, size: 6.5, color: COLORS.muted, tracking: 0.5 },
  body: { typeface: "sans", weight: 400, size: 8.5, color: COLORS.foreground },
  quiet: { typeface: "sans", weight: 400, size: 8.5, color: COLORS.muted },
  value: { typeface: "sans", weight: 600, size: 8.5, color: COLORS.foreground },
  link: { typeface: "sans", weight: 600, size: 8.5, color: COLORS.accent },
} as const satisfies Record<string, TextStyle>;

/** The height of one line of a style, in points. */
export const lineHeight = (style: TextStyle) => style.size * LEADING[style.typeface];
