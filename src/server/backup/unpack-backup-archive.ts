import { closeSync, createReadStream, openSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { createGunzip } from "node:zlib";
import { makeOwnerOnlyDir, OWNER_ONLY_FILE } from "#server/lib/owner-only";
import { type EntryKind, placeInDataDir } from "./backup-layout.ts";

const BLOCK = 512;
/** Pax and GNU long-name headers hold a path and a few times: more than this is no backup. */
const MAX_HEADER_DATA = 64 * 1024;

const REFUSED_TYPES: Record<string, string> = {
  "1": "a hard link",
  "2": "a symbolic link",
  "3": "a character device",
  "4": "a block device",
  "6": "a FIFO",
  "7": "a contiguous file",
  g: "a global header",
  K: "a link's long target",
  S: "a sparse file",
  V: "a volume label",
  M: "a part of a multi-volume archive",
};

type Header = { name: string; type: string; size: number };

/** Reads a stream in pieces of the sizes asked for. */
function byteReader(stream: AsyncIterable<Buffer>) {
  const chunks = stream[Symbol.asyncIterator]();
  let pending: Buffer = Buffer.alloc(0);
  /** Whether the stream has ended (reading ahead, when needed, to know). */
  async function atEnd(): Promise<boolean> {
    while (pending.length === 0) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch (err) {
        throw new Error(`The archive is not a readable .tar.gz file (${(err as Error).message}).`);
      }
      if (next.done) return true;
      pending = next.value;
    }
    return false;
  }
  async function upTo(max: number): Promise<Buffer | undefined> {
    if (await atEnd()) return undefined;
    const piece = pending.subarray(0, max);
    pending = pending.subarray(piece.length);
    return piece;
  }
  /** Hands `size` bytes to `take` piece by piece, then skips the padding to the next block. */
  async function each(size: number, take: (piece: Buffer) => void): Promise<void> {
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    for (let read = 0; read < padded; ) {
      const piece = await upTo(padded - read);
      if (!piece) throw new Error("The archive is cut short in the middle of an entry.");
      const data = piece.subarray(0, Math.max(0, size - read));
      if (data.length > 0) take(data);
      read += piece.length;
    }
  }
  async function exactly(size: number): Promise<Buffer> {
    const pieces: Buffer[] = [];
    await each(size, (piece) => pieces.push(piece));
    return Buffer.concat(pieces);
  }
  return { atEnd, each, exactly };
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
}

function octal(field: Buffer): number {
  const digits = field
    .toString("latin1")
    .replace(/[\0 ]+$/, "")
    .trim();
  return /^[0-7]*$/.test(digits) ? Number.parseInt(digits || "0", 8) : Number.NaN;
}

/** Octal, or GNU's base-256 (the first byte's top bit set) for sizes of 8 GiB and more. */
function sizeOf(field: Buffer): number {
  const first = field.readUInt8(0);
  if ((first & 0x80) === 0) return octal(field);
  if ((first & 0x40) !== 0) return Number.NaN; // negative
  let size = first & 0x3f;
  for (const byte of field.subarray(1)) size = size * 256 + byte;
  return size;
}

function parseHeader(block: Buffer): Header {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block.readUInt8(i);
  const size = sizeOf(block.subarray(124, 136));
  if (octal(block.subarray(148, 156)) !== sum || !Number.isSafeInteger(size)) {
    throw new Error("The archive is not a tar archive (a header does not check out).");
  }
  const name = text(block, 0, 100);
  // POSIX ustar splits long names into a prefix; GNU's format uses that space for other fields.
  const prefix = block.subarray(257, 263).toString("latin1") === "ustar\0" ? text(block, 345, 155) : "";
  const type = block.readUInt8(156) === 0 ? "0" : String.fromCharCode(block.readUInt8(156));
  return { name: prefix ? `${prefix}/${name}` : name, type, size };
}

/** A pax header's "length key=value\n" records. */
function paxRecords(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  for (let at = 0; at < data.length; ) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString("latin1"));
    if (space === -1 || !Number.isInteger(length) || length <= space - at || at + length > data.length) {
      throw new Error("The archive has a malformed pax header.");
    }
    const record = data.subarray(space + 1, at + length - 1).toString("utf8");
    const equals = record.indexOf("=");
    records.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return records;
}

function kindOf(header: Header, name: string): EntryKind {
  if (header.type === "0") return "file";
  if (header.type === "5") return "folder";
  const what = REFUSED_TYPES[header.type] ?? `an entry of type "${header.type}"`;
  throw new Error(`The archive's entry "${name}" is ${what}: a backup holds only plain files and folders.`);
}

/**
 * Unpacks a .tar.gz made by createBackup into `into`, an empty folder of our own, checking every
 * entry before it writes it: only plain files and folders, each where a backup keeps it (see
 * placeInDataDir), each once. It reads the archive itself rather than running `tar -x`, so nothing
 * the archive names (a link, a device, a path outside) is ever created, and every file and folder is
 * written for the owner only. Throws at the first entry that does not fit.
 */
export async function unpackBackupArchive(archive: string, into: string): Promise<void> {
  if (!statSync(archive, { throwIfNoEntry: false })?.isFile()) {
    throw new Error(`There is no archive at ${archive}.`);
  }
  const file = createReadStream(archive);
  const gunzip = createGunzip();
  file.on("error", (err) => gunzip.destroy(err));
  const reader = byteReader(file.pipe(gunzip));
  const seen = new Set<string>();
  let extended: { name?: string; size?: number } = {};
  try {
    for (;;) {
      if (await reader.atEnd()) throw new Error("The archive is cut short: it has no end-of-archive marker.");
      const block = await reader.exactly(BLOCK);
      if (block.every((byte) => byte === 0)) return;
      const header = parseHeader(block);
      if (header.type === "x" || header.type === "L") {
        if (header.size > MAX_HEADER_DATA) throw new Error("The archive has an oversized extended header.");
        const data = await reader.exactly(header.size);
        if (header.type === "L") extended.name = text(data, 0, data.length);
        else {
          const records = paxRecords(data);
          const name = records.get("path");
          const size = records.get("size");
          if (name !== undefined) extended.name = name;
          if (size !== undefined) extended.size = /^\d+$/.test(size) ? Number(size) : Number.NaN;
        }
        continue;
      }
      const name = extended.name ?? header.name;
      const size = extended.size ?? header.size;
      extended = {};
      if (!Number.isSafeInteger(size)) throw new Error(`The archive's entry "${name}" has no valid size.`);
      const kind = kindOf(header, name);
      const relative = placeInDataDir(name, kind);
      if (seen.has(relative)) throw new Error(`The archive holds "${name}" twice.`);
      if (relative !== "") seen.add(relative);
      const target = path.join(into, relative);
      if (kind === "folder") {
        makeOwnerOnlyDir(target);
        await reader.each(size, () => {});
        continue;
      }
      makeOwnerOnlyDir(path.dirname(target));
      // "wx": never into something already there (a folder of the same name, say).
      const fd = openSync(target, "wx", OWNER_ONLY_FILE);
      try {
        await reader.each(size, (piece) => writeSync(fd, piece));
      } finally {
        closeSync(fd);
      }
    }
  } finally {
    gunzip.destroy();
    file.destroy();
  }
}
