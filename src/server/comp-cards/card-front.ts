import type PDFDocument from "pdfkit";
import { TextColumn } from "./card-column.ts";
import { type Box, MARGIN, STYLES } from "./card-style.ts";
import { clean, type TextStyle, wrap } from "./card-text.ts";

type Doc = InstanceType<typeof PDFDocument>;

/** The front: the hero picture, then the name, large, at the bottom. */
export type FrontLayout = { hero: Box | null; name: TextColumn; nameTop: number };

/** The front name's sizes: the largest it is set in, and the smallest it shrinks to. */
const NAME_SIZES = { largest: STYLES.frontName.size, smallest: 16 };
const NAME_GAP = 18;

/**
 * A name set as large as it fits the width: in two lines if it can be, else three, without cutting
 * a word; failing that at the smallest size in up to four lines, cut where it must.
 */
export function fitName(
  doc: Doc,
  name: string,
  base: TextStyle,
  width: number,
  sizes: { largest: number; smallest: number },
): { lines: string[]; style: TextStyle } {
  for (const maxLines of [2, 3]) {
    for (let size = sizes.largest; size >= sizes.smallest; size--) {
      const style = { ...base, size };
      const wrapped = wrap(doc, name, style, width, maxLines);
      if (!wrapped.cutWords && !wrapped.truncated) return { lines: wrapped.lines, style };
    }
  }
  const style = { ...base, size: sizes.smallest };
  return { lines: wrap(doc, name, style, width, 4).lines, style };
}

export function layoutFront(
  doc: Doc,
  page: { width: number; height: number },
  name: string,
  hasHero: boolean,
) {
  const width = page.width - 2 * MARGIN;
  const fitted = fitName(doc, clean(name), STYLES.frontName, width, NAME_SIZES);
  const column = new TextColumn();
  for (const line of fitted.lines) column.line(line, fitted.style);
  // The last line's descent reaches into the margin's line, so the name sits on the bottom margin.
  const nameTop = page.height - MARGIN - column.height + fitted.style.size * 0.2;
  const hero = hasHero ? { x: MARGIN, y: MARGIN, width, height: nameTop - NAME_GAP - MARGIN } : null;
  return { hero, name: column, nameTop } satisfies FrontLayout;
}

export function drawFront(doc: Doc, layout: FrontLayout, hero: Buffer | null): void {
  if (layout.hero && hero) {
    const { x, y, width, height } = layout.hero;
    doc.image(hero, x, y, { width, height });
  }
  layout.name.draw(doc, MARGIN, layout.nameTop);
}
