import { randomUUID } from "node:crypto";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { AppError } from "#server/http/app-error";
import { type ImageAsset, MEDIA_LIMITS } from "#shared/media/media.schema";
import { decodeHeic } from "./heic-decoder.ts";
import type { MediaStorage } from "./media-storage.ts";
import { attachIccProfile } from "./png-icc.ts";
import { createTaskSlots } from "./task-slots.ts";

// Memory (ADR 24): each upload is processed once, so libvips' operation cache (50 MB by default)
// would only hold memory after the work is done; one libvips thread per image (its default on
// glibc, stated here) and at most two renditions decoding at a time, process-wide, keep a 24 MP
// upload, or several at once, within the server's memory budget. Two slots keep both cores busy.
sharp.cache(false);
sharp.concurrency(1);
const renderSlot = createTaskSlots(2);

/** The widths we encode, capped at the source width; the largest is a sensible full-screen size. */
const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
/** Uploads larger than this are refused before decoding. */
const MAX_IMAGE_BYTES = MEDIA_LIMITS.imageBytes;
/** Refuses decompression bombs: 50 megapixels covers every current phone camera. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** "heif" covers AVIF (AV1, decoded by sharp) and iPhone HEIC (HEVC, decoded by heic-decode). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);

export type ProcessedImage = ImageAsset;

/** What the renditions are made from, and its upright size. */
type Source = { input: Uint8Array; options: SharpOptions; width: number; height: number };

/** A file sharp decodes itself; its EXIF orientation is applied by rotate() in each rendition. */
function encodedSource(input: Uint8Array, metadata: Metadata): Source {
  // Orientations 5-8 swap width and height.
  const swapped = (metadata.orientation ?? 1) >= 5;
  return {
    input,
    options: {},
    width: (swapped ? metadata.height : metadata.width) ?? 0,
    height: (swapped ? metadata.width : metadata.height) ?? 0,
  };
}

/**
 * An iPhone photo (HEVC in HEIF), which sharp's own libheif cannot decode: libheif as WebAssembly
 * decodes it on a worker thread, applying the container's rotation (an EXIF orientation inside a
 * HEIC is informative only and must not be applied again). The decoded pixels are first scaled
 * down to the largest width we serve, so that only a small copy is kept for the renditions, then
 * converted from the file's colour profile (Display P3 on iPhones) to sRGB.
 */
async function heicSource(input: Uint8Array, metadata: Metadata): Promise<Source> {
  const decoded = await decodeHeic(input).catch(() => {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.media.heicUnreadable");
  });
  // The decoder allocates from the size inside the coded image, which could differ from the one
  // checked above.
  if (decoded.width * decoded.height > MAX_IMAGE_PIXELS) {
    throw new AppError("PAYLOAD_TOO_LARGE", "errors.media.imageOverPixelLimit", {
      values: { limit: MAX_IMAGE_PIXELS / 1_000_000 },
    });
  }
  const raw = { width: decoded.width, height: decoded.height, channels: 4 } as const;
  let pixels = sharp(decoded.data, { raw }).resize({ width: LARGEST_WIDTH, withoutEnlargement: true });
  if (!metadata.hasAlpha) pixels = pixels.removeAlpha();
  if (metadata.icc) {
    // sharp cannot tag raw pixels with a profile; a PNG can carry one.
    const png = await pixels.png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer();
    pixels = sharp(attachIccProfile(png, metadata.icc));
  }
  const srgb = await pixels.toColorspace("srgb").raw().toBuffer({ resolveWithObject: true });
  const { info } = srgb;
  return {
    input: srgb.data,
    options: { raw: { width: info.width, height: info.height, channels: info.channels } },
    width: decoded.width,
    height: decoded.height,
  };
}

/**
 * Decodes an upload by its content, applies the EXIF orientation, converts to sRGB, strips all
 * metadata and stores WebP renditions. sharp runs on libuv's thread pool and the HEIC decoder on a
 * worker thread, both off the event loop.
 */
export async function processImage(
  storage: MediaStorage,
  input: Uint8Array,
  /** Chosen beforehand when the folder is journalled before its files are written (ADR 30). */
  id = newImageId(),
): Promise<ProcessedImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", "errors.media.imageTooLarge", {
      values: { megabytes: MAX_IMAGE_BYTES / 1024 / 1024 },
    });
  }
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.media.imageNotAccepted");
  }
  const heic = metadata.format === "heif" && metadata.compression === "hevc";
  if (metadata.format === "heif" && !heic && metadata.compression !== "av1") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.media.heifCompression");
  }
  // The declared size is checked before any decoding, so a small file claiming a huge image is
  // refused without allocating its pixels.
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new AppError("PAYLOAD_TOO_LARGE", "errors.media.imagePixels", {
      values: { megapixels: Math.round(pixels / 1_000_000), limit: MAX_IMAGE_PIXELS / 1_000_000 },
    });
  }

  const source = heic ? await heicSource(input, metadata) : encodedSource(input, metadata);
  const info = { width: source.width, height: source.height };
  // Each rendition reads the source again: for JPEG, shrink-on-load makes that cheaper than
  // resizing one full-size decode, and no decoded copy of the full image is kept in memory.
  const render = (width: number) =>
    sharp(source.input, { ...source.options, limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .rotate()
      .toColorspace("srgb")
      .resize({ width, withoutEnlargement: true });

  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < info.width);
  widths.push(Math.min(info.width, LARGEST_WIDTH));
  const uniqueWidths = [...new Set(widths)].sort((a, b) => a - b);

  const variants = await Promise.all(
    uniqueWidths.map(async (width) => {
      const bytes = await renderSlot(() => render(width).webp({ quality: 80 }).toBuffer()).catch(() => {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "errors.media.imageUnreadable");
      });
      const key = `images/${id}/${width}.webp`;
      await storage.put(key, bytes, "image/webp");
      return { width, url: `/media/${key}`, bytes: bytes.byteLength };
    }),
  );

  const tiny = await renderSlot(() => render(16).blur(1).webp({ quality: 40 }).toBuffer());
  const largest = uniqueWidths[uniqueWidths.length - 1] ?? info.width;
  return {
    id,
    width: largest,
    height: Math.round((info.height * largest) / info.width),
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    variants: variants.map(({ width, url }) => ({ width, url })),
    bytes: variants.reduce((sum, v) => sum + v.bytes, 0),
  };
}

export function newImageId(): string {
  return `img-${randomUUID()}`;
}

/** The storage prefix of a processed image, for deletion. */
export function imagePrefix(imageId: string): string {
  return `images/${imageId}/`;
}
