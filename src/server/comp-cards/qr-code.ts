import type PDFDocument from "pdfkit";
import QRCode from "qrcode";

/** The clear border a reader needs around the symbol, in modules (ISO/IEC 18004). */
export const QUIET_ZONE_MODULES = 4;

/** A QR code's modules: how many on a side, and whether one is dark. */
export function qrModules(text: string): { size: number; dark: (row: number, column: number) => boolean } {
  // Level M restores up to 15 % of the symbol: enough for a printed card, and smaller than Q.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/**
 * Draws a QR code as vector squares, `side` points wide without its quiet zone (which the caller
 * keeps clear): sharp at any printer's resolution, and a few hundred bytes. Dark modules of a row
 * are joined into one rectangle, all filled as one path.
 */
export function drawQrCode(
  doc: InstanceType<typeof PDFDocument>,
  text: string,
  x: number,
  y: number,
  side: number,
  color: string,
): void {
  const { size, dark } = qrModules(text);
  const module = side / size;
  doc.save();
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!dark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && dark(row, column)) column++;
      doc.rect(x + start * module, y + row * module, (column - start) * module, module);
    }
  }
  doc.fill(color);
  doc.restore();
}
