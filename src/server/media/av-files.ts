import { randomUUID } from "node:crypto";
import {
  BufferSource,
  BufferTarget,
  Conversion,
  Input,
  type InputFormat,
  Logging,
  LogLevel,
  MP3,
  MP4,
  Mp3OutputFormat,
  Mp4OutputFormat,
  OGG,
  OggOutputFormat,
  Output,
  type OutputFormat,
  WEBM,
  WebMOutputFormat,
} from "mediabunny";
import { AppError } from "#server/http/app-error";
import { formatMegabytes, MEDIA_LIMITS } from "#shared/media/media.schema";
import type { MediaStorage } from "./media-storage.ts";

// The library reports problems by throwing; its console output would only duplicate them.
Logging.level = LogLevel.Silent;

type AvKind = "video" | "audio";
type AvContainer = "mp4" | "webm" | "mp3" | "ogg";
export type AvFormat = { kind: AvKind; mimeType: string; extension: string; container: AvContainer };

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/**
 * Recognises the video and audio formats we accept from their first bytes, never from the file
 * name or the request's content type: MP4 and WebM video; MP3, M4A and Ogg audio. This only routes
 * the upload; `processAvFile` then parses the whole file and decides.
 */
export function detectAvFormat(bytes: Uint8Array): AvFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "M4A " || brand === "M4B ")
      return { kind: "audio", mimeType: "audio/mp4", extension: "m4a", container: "mp4" };
    // QuickTime ("qt  ") and HEIF image brands are not MP4 video.
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |mmp4|MSNV|3gp[4-6])$/.test(brand)) {
      return { kind: "video", mimeType: "video/mp4", extension: "mp4", container: "mp4" };
    }
    return undefined;
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // An EBML document; WebM names its doctype near the start (Matroska files are refused).
    return ascii(bytes, 4, 64).includes("webm")
      ? { kind: "video", mimeType: "video/webm", extension: "webm", container: "webm" }
      : undefined;
  }
  if (ascii(bytes, 0, 4) === "OggS")
    return { kind: "audio", mimeType: "audio/ogg", extension: "ogg", container: "ogg" };
  if (ascii(bytes, 0, 3) === "ID3")
    return { kind: "audio", mimeType: "audio/mpeg", extension: "mp3", container: "mp3" };
  // A bare MPEG audio frame: 11 sync bits, then MPEG version and layer III.
  const [b0, b1] = [bytes[0] ?? 0, bytes[1] ?? 0];
  if (b0 === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 1) & 0x03) === 0x01 && ((b1 >> 3) & 0x03) !== 0x01) {
    return { kind: "audio", mimeType: "audio/mpeg", extension: "mp3", container: "mp3" };
  }
  return undefined;
}

/** Each container is read by its own parser only, and written again by its own muxer. */
const CONTAINERS: Record<AvContainer, { input: InputFormat; output: () => OutputFormat }> = {
  // The index (moov) first, so that browsers can start playing before the whole file arrived.
  mp4: { input: MP4, output: () => new Mp4OutputFormat({ fastStart: "in-memory" }) },
  webm: { input: WEBM, output: () => new WebMOutputFormat() },
  mp3: { input: MP3, output: () => new Mp3OutputFormat() },
  ogg: { input: OGG, output: () => new OggOutputFormat() },
};

const unreadable = (format: string) =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.media.avUnreadable", { values: { format } });

function assertSize(kind: AvKind, size: number): void {
  const limit = kind === "video" ? MEDIA_LIMITS.videoBytes : MEDIA_LIMITS.audioBytes;
  if (size > limit) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      kind === "video" ? "errors.media.videoTooLarge" : "errors.media.audioTooLarge",
      {
        values: { size: formatMegabytes(limit) },
      },
    );
  }
}

export type CleanAvFile = { format: AvFormat; bytes: Uint8Array; durationSeconds: number };

/**
 * Parses a video or audio file with the parser of its container and writes it again with the same
 * container's muxer, copying the primary video and audio streams packet by packet (never re-encoding)
 * and nothing else: no metadata tags (MP4 `udta`/`meta`/`©xyz`, XMP, WebM tags, ID3, Ogg comments),
 * no chapters, cover art, timed-metadata or subtitle tracks. The muxer lays out the new file itself,
 * so chunk offsets (`stco`/`co64`) always point at the media. Anything that does not parse, has no
 * playable stream or a codec the container cannot carry is refused with 415.
 */
export async function cleanAvFile(bytes: Uint8Array): Promise<CleanAvFile> {
  const detected = detectAvFormat(bytes);
  if (!detected) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.media.avNotAccepted");
  // The larger of the two limits until the content says which kind it is.
  assertSize(detected.container === "mp4" ? "video" : detected.kind, bytes.byteLength);
  const container = CONTAINERS[detected.container];
  const input = new Input({ source: new BufferSource(bytes), formats: [container.input] });
  const label = detected.extension.toUpperCase();
  try {
    const video = await input.getPrimaryVideoTrack().catch(() => null);
    const audio = await input.getPrimaryAudioTrack().catch(() => null);
    if (!video && !audio) throw unreadable(label);
    if (detected.container === "webm" && !video) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.media.webmWithoutVideo");
    }
    // An MP4 without a picture is audio (M4A), whatever its brand says.
    const format: AvFormat =
      detected.container === "mp4"
        ? video
          ? { kind: "video", mimeType: "video/mp4", extension: "mp4", container: "mp4" }
          : { kind: "audio", mimeType: "audio/mp4", extension: "m4a", container: "mp4" }
        : detected;
    assertSize(format.kind, bytes.byteLength);

    const output = new Output({ format: container.output(), target: new BufferTarget() });
    const conversion = await Conversion.init({
      input,
      output,
      tracks: "primary",
      tags: {},
      copy: { mode: "forced", shiftTolerance: Number.POSITIVE_INFINITY },
      showWarnings: false,
    });
    const lost = conversion.discardedTracks.filter((d) => d.track === video || d.track === audio);
    if (!conversion.isValid || lost.length > 0) {
      const codecs = lost.map((d) => d.track.codec ?? "unknown").join(", ");
      throw codecs
        ? new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.media.codecNamedNotSupported", {
            values: { format: label, codecs },
          })
        : new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.media.codecNotSupported", {
            values: { format: label },
          });
    }
    await conversion.execute();
    const cleaned = new Uint8Array((output.target as BufferTarget).buffer as ArrayBuffer);
    const durationSeconds = await measureDuration(cleaned, container.input);
    if (!(durationSeconds > 0)) throw unreadable(label);
    return { format, bytes: cleaned, durationSeconds };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(label);
  } finally {
    input.dispose();
  }
}

/** The length of a written file, read back by the same parser (which also proves that it parses). */
async function measureDuration(bytes: Uint8Array, format: InputFormat): Promise<number> {
  const input = new Input({ source: new BufferSource(bytes), formats: [format] });
  try {
    return await input.computeDuration();
  } finally {
    input.dispose();
  }
}

export type StoredAvFile = {
  id: string;
  url: string;
  mimeType: string;
  kind: AvKind;
  bytes: number;
  durationSeconds: number;
};

/** Checks, cleans and stores a video or audio upload; only the rewritten file is kept. */
export async function storeAvFile(
  storage: MediaStorage,
  upload: Uint8Array,
  /** Chosen beforehand when the folder is journalled before its file is written (ADR 30). */
  id = newAvId(),
): Promise<StoredAvFile> {
  const { format, bytes, durationSeconds } = await cleanAvFile(upload);
  const key = `av/${id}/${format.kind}.${format.extension}`;
  await storage.put(key, bytes, format.mimeType);
  return {
    id,
    url: `/media/${key}`,
    mimeType: format.mimeType,
    kind: format.kind,
    bytes: bytes.byteLength,
    durationSeconds: Math.round(durationSeconds * 1000) / 1000,
  };
}

export function newAvId(): string {
  return `av-${randomUUID()}`;
}

/** The storage prefix of a stored video or audio file, for deletion. */
export function avPrefix(id: string): string {
  return `av/${id}/`;
}
