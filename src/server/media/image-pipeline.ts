import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { ImageAsset } from "#shared/media/media.schema";
import { AppError } from "../http/app-error.ts";
import type { MediaStorage } from "./media-storage.ts";

/** The widths we encode, capped at the source width; the largest is a sensible full-screen size. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** Uploads larger than this are refused before decoding. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Refuses decompression bombs: 50 megapixels covers every current phone camera. */
export const MAX_IMAGE_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);

export type ProcessedImage = ImageAsset;

/**
 * Decodes an upload by its content, applies the EXIF orientation, converts to sRGB, strips all
 * metadata and stores WebP renditions. sharp runs on libuv's thread pool, off the event loop.
 */
export async function processImage(storage: MediaStorage, input: Uint8Array): Promise<ProcessedImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", `Images may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  }
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "This file is not an image we accept. Use JPEG, PNG, WebP or AVIF.",
    );
  }
  if (metadata.format === "heif" && metadata.compression !== "av1") {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "HEIC photos cannot be read yet. On an iPhone, choose “Most Compatible” in Settings > Camera > Formats, or export as JPEG.",
    );
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      `This image has ${Math.round(pixels / 1_000_000)} megapixels; the limit is ${MAX_IMAGE_PIXELS / 1_000_000}.`,
    );
  }

  // Oriented size: orientations 5-8 swap width and height.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const info = {
    width: (swapped ? metadata.height : metadata.width) ?? 0,
    height: (swapped ? metadata.width : metadata.height) ?? 0,
  };
  // Each rendition decodes the original again: JPEG shrink-on-load makes that cheaper than
  // resizing one full-size decode, and no decoded copy of the full image is kept in memory.
  const render = (width: number) =>
    sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .rotate()
      .toColorspace("srgb")
      .resize({ width, withoutEnlargement: true });

  const id = `img-${randomUUID()}`;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < info.width);
  widths.push(Math.min(info.width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? info.width));
  const uniqueWidths = [...new Set(widths)].sort((a, b) => a - b);

  const variants = await Promise.all(
    uniqueWidths.map(async (width) => {
      const bytes = await render(width)
        .webp({ quality: 80 })
        .toBuffer()
        .catch(() => {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", "This image could not be read; it may be damaged.");
        });
      const key = `images/${id}/${width}.webp`;
      await storage.put(key, bytes, "image/webp");
      return { width, url: `/media/${key}` };
    }),
  );

  const tiny = await render(16).blur(1).webp({ quality: 40 }).toBuffer();
  const largest = uniqueWidths[uniqueWidths.length - 1] ?? info.width;
  return {
    id,
    width: largest,
    height: Math.round((info.height * largest) / info.width),
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    variants,
  };
}

/** The storage prefix of a processed image, for deletion. */
export function imagePrefix(imageId: string): string {
  return `images/${imageId}/`;
}
