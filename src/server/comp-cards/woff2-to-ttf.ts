import { brotliDecompressSync } from "node:zlib";
import { encodeSimpleGlyph, type GlyphPoint, glyfAndLoca, type SfntTables, withUint16 } from "./sfnt.ts";

/**
 * Turns a WOFF2 web font back into a TrueType font (W3C WOFF2, sections 4 and 5), so that fontkit
 * reads it as TrueType: its WOFF2 reader neither applies a variable font's variations nor writes a
 * subset of a font with composite glyphs. Hinting instructions are dropped (a PDF does not use
 * them); everything else, variation tables included, is kept as it is.
 */
export function woff2ToTtf(woff2: Uint8Array): SfntTables {
  const reader = new Reader(woff2);
  if (reader.uint32() !== 0x774f4632) throw new Error("Not a WOFF2 font");
  const flavor = reader.uint32();
  if (flavor === 0x74746366) throw new Error("WOFF2 font collections are not supported");
  reader.skip(4); // length
  const tableCount = reader.uint16();
  reader.skip(6); // reserved, totalSfntSize
  const compressedSize = reader.uint32();
  reader.skip(24); // version, metadata and private blocks
  const entries = Array.from({ length: tableCount }, () => {
    const flags = reader.uint8();
    const tag = (flags & 0x3f) === 0x3f ? reader.tag() : KNOWN_TAGS[flags & 0x3f];
    if (!tag) throw new Error("Unknown WOFF2 table tag");
    const version = flags >> 6;
    // glyf and loca are transformed unless their version is 3; other tables when it is not 0.
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const length = reader.base128();
    return { tag, transformed, length: transformed ? reader.base128() : length };
  });
  const data = brotliDecompressSync(woff2.subarray(reader.offset, reader.offset + compressedSize));
  const tables: SfntTables = new Map();
  let offset = 0;
  for (const entry of entries) {
    const bytes = data.subarray(offset, offset + entry.length);
    offset += entry.length;
    if (entry.tag === "loca") continue; // rebuilt with glyf
    if (entry.tag === "glyf" && entry.transformed) {
      const { glyf, loca } = glyfAndLoca(decodeGlyfTransform(bytes));
      tables.set("glyf", glyf);
      tables.set("loca", loca);
    } else if (entry.transformed) {
      throw new Error(`WOFF2 transform of ${entry.tag} is not supported`);
    } else tables.set(entry.tag, bytes);
  }
  const head = tables.get("head");
  if (!head || !tables.has("glyf")) throw new Error("Not a TrueType-flavoured WOFF2 font");
  tables.set("head", withUint16(head, { 50: 1 })); // indexToLocFormat: long offsets
  // Hinting goes with the instructions it served.
  for (const tag of ["fpgm", "prep", "cvt ", "hdmx", "LTSH", "VDMX"]) tables.delete(tag);
  return tables;
}

/** The table tags a WOFF2 directory names by index (section 5.1). */
const KNOWN_TAGS = [
  "cmap",
  "head",
  "hhea",
  "hmtx",
  "maxp",
  "name",
  "OS/2",
  "post",
  "cvt ",
  "fpgm",
  "glyf",
  "loca",
  "prep",
  "CFF ",
  "VORG",
  "EBDT",
  "EBLC",
  "gasp",
  "hdmx",
  "kern",
  "LTSH",
  "PCLT",
  "VDMX",
  "vhea",
  "vmtx",
  "BASE",
  "GDEF",
  "GPOS",
  "GSUB",
  "EBSC",
  "JSTF",
  "MATH",
  "CBDT",
  "CBLC",
  "COLR",
  "CPAL",
  "SVG ",
  "sbix",
  "acnt",
  "avar",
  "bdat",
  "bloc",
  "bsln",
  "cvar",
  "fdsc",
  "feat",
  "fmtx",
  "fvar",
  "gvar",
  "hsty",
  "just",
  "lcar",
  "mort",
  "morx",
  "opbd",
  "prop",
  "trak",
  "Zapf",
  "Silf",
  "Glat",
  "Gloc",
  "Feat",
  "Sill",
];

// Composite glyph flags (OpenType glyf table).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** Decodes the transformed glyf table (section 5.1) into glyphs in the glyf table's own format. */
function decodeGlyfTransform(table: Uint8Array): Uint8Array[] {
  const header = new Reader(table);
  header.skip(2); // reserved
  header.skip(2); // optionFlags: only says whether an overlap bitmap follows, which we need not read
  const glyphCount = header.uint16();
  header.skip(2); // indexFormat
  const sizes = Array.from({ length: 7 }, () => header.uint32());
  let start = header.offset;
  const [contourCounts, pointCounts, flags, glyphData, composites, bboxes, _instructions] = sizes.map(
    (size) => {
      const stream = new Reader(table.subarray(start, start + size));
      start += size;
      return stream;
    },
  ) as [Reader, Reader, Reader, Reader, Reader, Reader, Reader];
  const bitmapSize = 4 * Math.floor((glyphCount + 31) / 32);
  const bboxBitmap = bboxes.bytes(bitmapSize);
  const hasBbox = (glyph: number) => ((bboxBitmap[glyph >> 3] ?? 0) & (0x80 >> (glyph & 7))) !== 0;

  const glyphs: Uint8Array[] = [];
  for (let glyph = 0; glyph < glyphCount; glyph++) {
    const contourCount = contourCounts.int16();
    if (contourCount === 0) {
      glyphs.push(new Uint8Array());
    } else if (contourCount > 0) {
      const contourSizes = Array.from({ length: contourCount }, () => pointCounts.uint255());
      const points = decodeTriplets(flags, glyphData, contourSizes);
      glyphData.uint255(); // instruction length; the instructions themselves are dropped
      const encoded = encodeSimpleGlyph(points);
      // An explicit bounding box (rare for simple glyphs) replaces the one computed from the points.
      if (hasBbox(glyph)) encoded.set(bboxes.bytes(8), 2);
      glyphs.push(encoded);
    } else {
      if (!hasBbox(glyph)) throw new Error("A WOFF2 composite glyph has no bounding box");
      const componentsStart = composites.offset;
      let componentFlags = MORE_COMPONENTS;
      let withInstructions = false;
      while (componentFlags & MORE_COMPONENTS) {
        componentFlags = composites.uint16();
        withInstructions ||= (componentFlags & WE_HAVE_INSTRUCTIONS) !== 0;
        composites.skip(2 + (componentFlags & ARG_1_AND_2_ARE_WORDS ? 4 : 2));
        if (componentFlags & WE_HAVE_A_SCALE) composites.skip(2);
        else if (componentFlags & WE_HAVE_AN_X_AND_Y_SCALE) composites.skip(4);
        else if (componentFlags & WE_HAVE_A_TWO_BY_TWO) composites.skip(8);
      }
      const components = composites.slice(componentsStart);
      if (withInstructions) glyphData.uint255();
      // Header (-1 contours, bbox), the components as stored, then an empty instruction block.
      const encoded = new Uint8Array(10 + components.length + (withInstructions ? 2 : 0));
      new DataView(encoded.buffer).setInt16(0, -1);
      encoded.set(bboxes.bytes(8), 2);
      encoded.set(components, 10);
      glyphs.push(encoded);
    }
  }
  return glyphs;
}

const withSign = (flag: number, value: number) => (flag & 1 ? value : -value);

/** Decodes a simple glyph's points from the flag and triplet streams (section 5.2). */
function decodeTriplets(flags: Reader, data: Reader, contourSizes: number[]): GlyphPoint[][] {
  let x = 0;
  let y = 0;
  return contourSizes.map((size) =>
    Array.from({ length: size }, () => {
      const raw = flags.uint8();
      const onCurve = (raw & 0x80) === 0;
      const flag = raw & 0x7f;
      let dx: number;
      let dy: number;
      if (flag < 10) {
        dx = 0;
        dy = withSign(flag, ((flag & 14) << 7) + data.uint8());
      } else if (flag < 20) {
        dx = withSign(flag, (((flag - 10) & 14) << 7) + data.uint8());
        dy = 0;
      } else if (flag < 84) {
        const b0 = flag - 20;
        const b1 = data.uint8();
        dx = withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4));
        dy = withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
      } else if (flag < 120) {
        const b0 = flag - 84;
        dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + data.uint8());
        dy = withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + data.uint8());
      } else if (flag < 124) {
        const b1 = data.uint8();
        const b2 = data.uint8();
        dx = withSign(flag, (b1 << 4) + (b2 >> 4));
        dy = withSign(flag >> 1, ((b2 & 0x0f) << 8) + data.uint8());
      } else {
        dx = withSign(flag, data.uint16());
        dy = withSign(flag >> 1, data.uint16());
      }
      x += dx;
      y += dy;
      return { x, y, onCurve };
    }),
  );
}

/** Reads big-endian values from a byte array, moving forward. */
class Reader {
  offset = 0;
  private readonly view: DataView;
  constructor(private readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }
  skip(count: number) {
    this.offset += count;
  }
  uint8() {
    return this.view.getUint8(this.offset++);
  }
  uint16() {
    const value = this.view.getUint16(this.offset);
    this.offset += 2;
    return value;
  }
  int16() {
    const value = this.view.getInt16(this.offset);
    this.offset += 2;
    return value;
  }
  uint32() {
    const value = this.view.getUint32(this.offset);
    this.offset += 4;
    return value;
  }
  tag() {
    return String.fromCharCode(...this.bytes(4));
  }
  bytes(count: number): Uint8Array {
    const value = this.data.subarray(this.offset, this.offset + count);
    this.offset += count;
    return value;
  }
  slice(from: number): Uint8Array {
    return this.data.subarray(from, this.offset);
  }
  /** UIntBase128 (section 4.1): seven bits a byte, most significant first. */
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = this.uint8();
      if (i === 0 && byte === 0x80) throw new Error("Bad UIntBase128 in WOFF2");
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error("Bad UIntBase128 in WOFF2");
  }
  /** 255UInt16 (section 6.1.1). */
  uint255() {
    const code = this.uint8();
    if (code === 253) return this.uint16();
    if (code === 255) return this.uint8() + 253;
    if (code === 254) return this.uint8() + 506;
    return code;
  }
}
