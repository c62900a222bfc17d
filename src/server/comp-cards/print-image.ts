import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "#server/media/image-pipeline";
import { createTaskSlots } from "#server/media/task-slots";

/** Print resolution: pixels per inch at the printed size. */
export const PRINT_DPI = 300;
/**
 * JPEG quality of the printed pictures: a card with a hero and four photos weighs about 0.5 MB
 * (ADR 49 has the figures), and print at 300 dpi shows no artefacts. Pictures as dense as noise
 * would pass 2 MB at this quality; the card encodes those again at `DENSE_JPEG_QUALITY`.
 */
export const PRINT_JPEG_QUALITY = 85;
export const DENSE_JPEG_QUALITY = 70;

// Two pictures decode at a time, process-wide, whatever the number of cards rendered at once:
// a 24-megapixel upload takes about 70 MB while it is decoded.
const decodeSlot = createTaskSlots(2);

/** Points (1/72 inch) to pixels at print resolution. */
export const printPixels = (points: number) => Math.round((points / 72) * PRINT_DPI);

export type PrintedPicture = { jpeg: Buffer; width: number; height: number };

/**
 * A picture cropped to fill a box (the cover fit, centred on what draws the eye) at 300 dpi of the
 * box's printed size, never enlarged: a smaller picture is only cropped, and prints at a lower
 * resolution. EXIF orientation applied, sRGB, transparency on white, metadata stripped, as JPEG.
 */
export function printPicture(
  input: Buffer,
  box: { width: number; height: number },
  quality = PRINT_JPEG_QUALITY,
): Promise<PrintedPicture> {
  return decodeSlot(async () => {
    const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" } as const;
    const metadata = await sharp(input, options).metadata();
    const swapped = (metadata.orientation ?? 1) >= 5;
    const sourceWidth = (swapped ? metadata.height : metadata.width) ?? 1;
    const sourceHeight = (swapped ? metadata.width : metadata.height) ?? 1;
    const targetWidth = printPixels(box.width);
    const targetHeight = printPixels(box.height);
    // The cover fit's scale; above 1 the source is smaller than the target and is cropped at its own size.
    const scale = Math.max(1, Math.max(targetWidth / sourceWidth, targetHeight / sourceHeight));
    const width = Math.max(1, Math.min(sourceWidth, Math.round(targetWidth / scale)));
    const height = Math.max(1, Math.min(sourceHeight, Math.round(targetHeight / scale)));
    const jpeg = await sharp(input, options)
      .rotate()
      .resize({ width, height, fit: "cover", position: sharp.strategy.attention })
      .flatten({ background: "#ffffff" })
      .toColorspace("srgb")
      .jpeg({ quality })
      .toBuffer();
    return { jpeg, width, height };
  });
}
