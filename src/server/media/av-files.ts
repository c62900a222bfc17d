import { randomUUID } from "node:crypto";
import { formatMegabytes, MEDIA_LIMITS } from "#shared/media/media.schema";
import { AppError } from "../http/app-error.ts";
import type { MediaStorage } from "./media-storage.ts";

export type AvKind = "video" | "audio";
export type AvFormat = { kind: AvKind; mimeType: string; extension: string };

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/**
 * Recognises the video and audio formats we accept from their first bytes, never from the file
 * name or the request's content type: MP4 and WebM video; MP3, M4A and Ogg audio.
 */
export function detectAvFormat(bytes: Uint8Array): AvFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "M4A " || brand === "M4B ")
      return { kind: "audio", mimeType: "audio/mp4", extension: "m4a" };
    // QuickTime ("qt  ") and HEIF image brands are not MP4 video.
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |mmp4|MSNV|3gp[4-6])$/.test(brand)) {
      return { kind: "video", mimeType: "video/mp4", extension: "mp4" };
    }
    return undefined;
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // An EBML document; WebM names its doctype near the start (Matroska files are refused).
    return ascii(bytes, 4, 64).includes("webm")
      ? { kind: "video", mimeType: "video/webm", extension: "webm" }
      : undefined;
  }
  if (ascii(bytes, 0, 4) === "OggS") return { kind: "audio", mimeType: "audio/ogg", extension: "ogg" };
  if (ascii(bytes, 0, 3) === "ID3") return { kind: "audio", mimeType: "audio/mpeg", extension: "mp3" };
  // A bare MPEG audio frame: 11 sync bits, then MPEG version and layer III.
  const [b0, b1] = [bytes[0] ?? 0, bytes[1] ?? 0];
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 1) & 0x03) === 0x01 && ((b1 >> 3) & 0x03) !== 0x01) {
    return { kind: "audio", mimeType: "audio/mpeg", extension: "mp3" };
  }
  return undefined;
}

export type StoredAvFile = { id: string; url: string; mimeType: string; kind: AvKind };

/** Checks a video or audio upload by content and size, and stores it as uploaded. */
export async function storeAvFile(storage: MediaStorage, bytes: Uint8Array): Promise<StoredAvFile> {
  const format = detectAvFormat(bytes);
  if (!format) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "This file is not a video or audio file we accept. Use MP4 or WebM video, or MP3, M4A or Ogg audio.",
    );
  }
  const limit = format.kind === "video" ? MEDIA_LIMITS.videoBytes : MEDIA_LIMITS.audioBytes;
  if (bytes.byteLength > limit) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `${format.kind === "video" ? "Videos" : "Audio files"} may be at most ${formatMegabytes(limit)}.`,
    );
  }
  const id = `av-${randomUUID()}`;
  const key = `av/${id}/${format.kind}.${format.extension}`;
  await storage.put(key, bytes, format.mimeType);
  return { id, url: `/media/${key}`, mimeType: format.mimeType, kind: format.kind };
}

/** The storage prefix of a stored video or audio file, for deletion. */
export function avPrefix(id: string): string {
  return `av/${id}/`;
}
