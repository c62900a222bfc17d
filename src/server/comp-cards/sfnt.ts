/**
 * The TrueType file format's container (the "sfnt"): a table directory followed by the tables.
 * Used to rebuild a font from WOFF2 and to write the subsets embedded in a PDF.
 */

export type SfntTables = Map<string, Uint8Array>;

const align4 = (n: number) => (n + 3) & ~3;

/** The sum of a table's big-endian 32-bit words, as the table directory records it. */
function checksum(bytes: Uint8Array, start = 0, length = bytes.length): number {
  let sum = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = start + length;
  for (let i = start; i < end; i += 4) {
    const word =
      i + 4 <= end
        ? view.getUint32(i)
        : ((bytes[i] ?? 0) << 24) |
          ((i + 1 < end ? (bytes[i + 1] ?? 0) : 0) << 16) |
          ((i + 2 < end ? (bytes[i + 2] ?? 0) : 0) << 8);
    sum = (sum + word) >>> 0;
  }
  return sum;
}

/** Reads an sfnt's tables (a TrueType font file). */
export function readSfnt(font: Uint8Array): SfntTables {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const tables: SfntTables = new Map();
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return tables;
}

/**
 * Writes tables as a TrueType font file: the directory sorted by tag, each table on a four-byte
 * boundary with its checksum, and the head table's whole-file checksum adjustment.
 */
export function writeSfnt(tables: SfntTables): Buffer {
  const tags = [...tables.keys()].sort();
  const headerSize = 12 + tags.length * 16;
  let size = headerSize;
  for (const tag of tags) size += align4(tables.get(tag)?.length ?? 0);
  const out = Buffer.alloc(size);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerSize;
  let headOffset = -1;
  tags.forEach((tag, i) => {
    const table = tables.get(tag) ?? new Uint8Array();
    out.set(table, offset);
    if (tag === "head") {
      headOffset = offset;
      view.setUint32(offset + 8, 0); // checkSumAdjustment is computed over the file with it zeroed
    }
    const record = 12 + i * 16;
    out.write(tag, record, "latin1");
    view.setUint32(record + 4, checksum(out, offset, table.length));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.length);
    offset += align4(table.length);
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** A copy of a table with some 16-bit fields replaced (offset → value). */
export function withUint16(table: Uint8Array, fields: Record<number, number>): Uint8Array {
  const copy = Uint8Array.from(table);
  const view = new DataView(copy.buffer);
  for (const [offset, value] of Object.entries(fields)) view.setUint16(Number(offset), value);
  return copy;
}

/** A glyph outline as TrueType stores it: contours of points, on or off the curve. */
export type GlyphPoint = { x: number; y: number; onCurve: boolean };

/**
 * Encodes a simple glyph (no components, no instructions) in the glyf table's format; an empty
 * outline is an empty glyph.
 */
export function encodeSimpleGlyph(contours: GlyphPoint[][]): Uint8Array {
  const points = contours.flat();
  if (points.length === 0) return new Uint8Array();
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const flags: number[] = [];
  const xBytes: number[] = [];
  const yBytes: number[] = [];
  let lastX = 0;
  let lastY = 0;
  for (const point of points) {
    let flag = point.onCurve ? 0x01 : 0;
    const dx = point.x - lastX;
    const dy = point.y - lastY;
    lastX = point.x;
    lastY = point.y;
    // Short vectors hold 0-255 with the sign in the "same" bit; a zero delta is "same", no bytes.
    if (dx === 0) flag |= 0x10;
    else if (Math.abs(dx) <= 255) {
      flag |= 0x02 | (dx > 0 ? 0x10 : 0);
      xBytes.push(Math.abs(dx));
    } else xBytes.push((dx >> 8) & 0xff, dx & 0xff);
    if (dy === 0) flag |= 0x20;
    else if (Math.abs(dy) <= 255) {
      flag |= 0x04 | (dy > 0 ? 0x20 : 0);
      yBytes.push(Math.abs(dy));
    } else yBytes.push((dy >> 8) & 0xff, dy & 0xff);
    flags.push(flag);
  }
  const headerSize = 10 + contours.length * 2 + 2;
  const size = headerSize + flags.length + xBytes.length + yBytes.length;
  const out = new Uint8Array(align4(size));
  const view = new DataView(out.buffer);
  view.setInt16(0, contours.length);
  view.setInt16(2, Math.min(...xs));
  view.setInt16(4, Math.min(...ys));
  view.setInt16(6, Math.max(...xs));
  view.setInt16(8, Math.max(...ys));
  let end = -1;
  contours.forEach((contour, i) => {
    end += contour.length;
    view.setUint16(10 + i * 2, end);
  });
  view.setUint16(headerSize - 2, 0); // no instructions
  out.set([...flags, ...xBytes, ...yBytes], headerSize);
  return out;
}

/** The glyf and loca tables (long offsets) for encoded glyphs. */
export function glyfAndLoca(glyphs: Uint8Array[]): { glyf: Uint8Array; loca: Uint8Array } {
  const size = glyphs.reduce((sum, glyph) => sum + align4(glyph.length), 0);
  const glyf = new Uint8Array(size);
  const loca = new Uint8Array((glyphs.length + 1) * 4);
  const locaView = new DataView(loca.buffer);
  let offset = 0;
  glyphs.forEach((glyph, i) => {
    locaView.setUint32(i * 4, offset);
    glyf.set(glyph, offset);
    offset += align4(glyph.length);
  });
  locaView.setUint32(glyphs.length * 4, offset);
  return { glyf, loca };
}
