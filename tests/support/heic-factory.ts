import { readFileSync } from "node:fs";

/**
 * A HEIC as an iPhone writes it, 64 × 48: left half red, right half blue (colour values in Display
 * P3, with the P3 ICC profile), HEVC-coded as a one-tile grid, carrying EXIF with camera make,
 * GPS coordinates and orientation 6. Nothing on the registry encodes HEVC, so the file is checked
 * in; it was made once with Debian's libheif-examples 1.15.1 from a JPEG that sharp wrote:
 * `heif-enc -q 90 phone.jpg -o phone-p3-64x48.heic` (the JPEG: `phoneJpegWithGps`-style EXIF,
 * pixels (230,40,40) and (30,80,220) converted to P3 by `withIccProfile("p3")`).
 */
export function phoneHeic(): Buffer {
  return readFileSync(new URL("./fixtures/phone-p3-64x48.heic", import.meta.url));
}

type Box = { type: string; start: number; end: number; bodyStart: number };

const FULL_BOXES = new Set(["meta"]);

function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at < end; ) {
    const size = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    if (size < 8 || at + size > end) throw new Error(`Unexpected box ${type} of size ${size} at ${at}`);
    boxes.push({ type, start: at, end: at + size, bodyStart: at + 8 + (FULL_BOXES.has(type) ? 4 : 0) });
    at += size;
  }
  return boxes;
}

function only(boxes: Box[], type: string): Box {
  const box = boxes.find((b) => b.type === type);
  if (!box) throw new Error(`No ${type} box`);
  return box;
}

function readUInt(bytes: Buffer, at: number, size: number): number {
  return size === 0 ? 0 : size === 8 ? Number(bytes.readBigUInt64BE(at)) : bytes.readUIntBE(at, size);
}

function writeUInt(bytes: Buffer, at: number, size: number, value: number): void {
  if (size === 8) bytes.writeBigUInt64BE(BigInt(value), at);
  else bytes.writeUIntBE(value, at, size);
}

type Layout = { meta: Box; iprp: Box; ipco: Box; ipma: Box; iloc: Box; primary: number; properties: Box[] };

function layout(heic: Buffer): Layout {
  const meta = only(boxesIn(heic, 0, heic.length), "meta");
  const inMeta = boxesIn(heic, meta.bodyStart, meta.end);
  const pitm = only(inMeta, "pitm");
  const primary =
    heic[pitm.start + 8] === 0 ? heic.readUInt16BE(pitm.start + 12) : heic.readUInt32BE(pitm.start + 12);
  const iprp = only(inMeta, "iprp");
  const inIprp = boxesIn(heic, iprp.bodyStart, iprp.end);
  const ipco = only(inIprp, "ipco");
  return {
    meta,
    iprp,
    ipco,
    ipma: only(inIprp, "ipma"),
    iloc: only(inMeta, "iloc"),
    primary,
    properties: boxesIn(heic, ipco.bodyStart, ipco.end),
  };
}

type Association = { essential: boolean; index: number };

function readIpma(
  heic: Buffer,
  ipma: Box,
): { version: number; flags: number; items: Map<number, Association[]> } {
  const version = heic[ipma.start + 8] ?? 0;
  const flags = heic.readUIntBE(ipma.start + 9, 3);
  const items = new Map<number, Association[]>();
  let at = ipma.start + 12;
  const count = heic.readUInt32BE(at);
  at += 4;
  for (let i = 0; i < count; i++) {
    const item = version < 1 ? heic.readUInt16BE(at) : heic.readUInt32BE(at);
    at += version < 1 ? 2 : 4;
    const associations: Association[] = [];
    const n = heic[at++] ?? 0;
    for (let j = 0; j < n; j++) {
      const raw = flags & 1 ? heic.readUInt16BE(at) : (heic[at] ?? 0);
      at += flags & 1 ? 2 : 1;
      const high = flags & 1 ? 0x8000 : 0x80;
      associations.push({ essential: (raw & high) !== 0, index: raw & (high - 1) });
    }
    items.set(item, associations);
  }
  return { version, flags, items };
}

function writeIpma(ipma: ReturnType<typeof readIpma>): Buffer {
  const parts: Buffer[] = [];
  for (const [item, associations] of ipma.items) {
    const head = Buffer.alloc((ipma.version < 1 ? 2 : 4) + 1);
    if (ipma.version < 1) head.writeUInt16BE(item);
    else head.writeUInt32BE(item);
    head[head.length - 1] = associations.length;
    parts.push(head);
    for (const { essential, index } of associations) {
      const wide = (ipma.flags & 1) !== 0;
      const entry = Buffer.alloc(wide ? 2 : 1);
      if (wide) entry.writeUInt16BE((essential ? 0x8000 : 0) | index);
      else entry[0] = (essential ? 0x80 : 0) | index;
      parts.push(entry);
    }
  }
  const body = Buffer.concat(parts);
  const box = Buffer.alloc(16);
  box.writeUInt32BE(16 + body.length);
  box.write("ipma", 4, "latin1");
  box[8] = ipma.version;
  box.writeUIntBE(ipma.flags, 9, 3);
  box.writeUInt32BE(ipma.items.size, 12);
  return Buffer.concat([box, body]);
}

/** Moves every file offset in iloc that points past `from` by `delta` (data after a grown meta box). */
function shiftIloc(heic: Buffer, iloc: Box, from: number, delta: number): void {
  const version = heic[iloc.start + 8] ?? 0;
  let at = iloc.start + 12;
  const offsetSize = (heic[at] ?? 0) >> 4;
  const lengthSize = (heic[at] ?? 0) & 15;
  const baseSize = (heic[at + 1] ?? 0) >> 4;
  const indexSize = version >= 1 ? (heic[at + 1] ?? 0) & 15 : 0;
  at += 2;
  const count = version < 2 ? heic.readUInt16BE(at) : heic.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    at += version < 2 ? 2 : 4; // item id
    const method = version >= 1 ? heic.readUInt16BE(at) & 15 : 0;
    if (version >= 1) at += 2;
    at += 2; // data reference index
    const baseAt = at;
    const base = readUInt(heic, at, baseSize);
    at += baseSize;
    const extents = heic.readUInt16BE(at);
    at += 2;
    if (method === 0 && baseSize > 0 && base >= from) writeUInt(heic, baseAt, baseSize, base + delta);
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readUInt(heic, at, offsetSize);
      if (method === 0 && baseSize === 0 && offsetSize > 0 && offset >= from) {
        writeUInt(heic, at, offsetSize, offset + delta);
      }
      at += offsetSize + lengthSize;
    }
  }
}

/**
 * The same HEIC with an `irot` property on its primary image: what an iPhone writes for a photo
 * taken upright, whose sensor pixels lie sideways. `quarterTurns` counts anti-clockwise turns.
 */
export function withRotation(heic: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const { meta, iprp, ipco, ipma, iloc, primary, properties } = layout(heic);
  if (ipco.end > ipma.start) throw new Error("Expected ipma after ipco");
  const irot = Buffer.from([0, 0, 0, 9, ...Buffer.from("irot", "latin1"), quarterTurns]);
  const associations = readIpma(heic, ipma);
  associations.items.get(primary)?.push({ essential: true, index: properties.length + 1 });
  const newIpco = Buffer.concat([heic.subarray(ipco.start, ipco.end), irot]);
  newIpco.writeUInt32BE(newIpco.length);
  const newIpma = writeIpma(associations);
  const children = boxesIn(heic, iprp.start + 8, iprp.end).map((box) =>
    box.type === "ipco" ? newIpco : box.type === "ipma" ? newIpma : heic.subarray(box.start, box.end),
  );
  const newIprp = Buffer.concat([Buffer.alloc(8), ...children]);
  newIprp.writeUInt32BE(newIprp.length);
  newIprp.write("iprp", 4, "latin1");
  const delta = newIprp.length - (iprp.end - iprp.start);
  const result = Buffer.concat([heic.subarray(0, iprp.start), newIprp, heic.subarray(iprp.end)]);
  result.writeUInt32BE(meta.end - meta.start + delta, meta.start);
  const ilocStart = iloc.start < iprp.start ? iloc.start : iloc.start + delta;
  shiftIloc(result, { ...iloc, start: ilocStart, end: ilocStart + (iloc.end - iloc.start) }, meta.end, delta);
  return result;
}

/** The same HEIC declaring another size for its primary image (a decompression bomb's header). */
export function declaringSize(heic: Buffer, width: number, height: number): Buffer {
  const { ipma, primary, properties } = layout(heic);
  const result = Buffer.from(heic);
  for (const { index } of readIpma(heic, ipma).items.get(primary) ?? []) {
    const property = properties[index - 1];
    if (property?.type === "ispe") {
      result.writeUInt32BE(width, property.start + 12);
      result.writeUInt32BE(height, property.start + 16);
    }
  }
  return result;
}
