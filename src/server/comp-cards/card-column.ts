import type PDFDocument from "pdfkit";
import { BASELINE, lineHeight } from "./card-style.ts";
import { drawLine, type TextStyle } from "./card-text.ts";

type Placed = { text: string; style: TextStyle; dx: number; baseline: number };

/**
 * Lines of text stacked from the top of a column, measured before they are drawn, so that a page
 * can place its blocks by their heights.
 */
export class TextColumn {
  private readonly placed: Placed[] = [];
  height = 0;

  /** A line; `dx` moves it right within the column. */
  line(text: string, style: TextStyle, dx = 0): this {
    return this.row([{ text, style, dx }]);
  }

  /** Texts on one baseline (a measurement's label and value), as tall as the tallest style. */
  row(items: { text: string; style: TextStyle; dx: number }[]): this {
    const height = Math.max(...items.map((item) => lineHeight(item.style)));
    for (const item of items) {
      // The line's extra height is shared above and below the text.
      const baseline = this.height + (height - item.style.size) / 2 + item.style.size * BASELINE;
      this.placed.push({ ...item, baseline });
    }
    this.height += height;
    return this;
  }

  space(points: number): this {
    this.height += points;
    return this;
  }

  draw(doc: InstanceType<typeof PDFDocument>, x: number, top: number): void {
    for (const { text, style, dx, baseline } of this.placed)
      drawLine(doc, text, x + dx, top + baseline, style);
  }
}
