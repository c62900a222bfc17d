import sharp, { type Sharp } from "sharp";

/**
 * What the review checks measure of one picture, from its stored bytes: a 64-bit difference hash
 * (dHash) of the picture and of its mirror image, and a sharpness score. Written here in a few lines
 * rather than taken from a package: see ADR 52.
 */
export type ImageSignals = { hash: string; mirroredHash: string; sharpness: number };

/** The side of the greyscale copy the sharpness is measured on (ADR 52). */
export const SHARPNESS_SIDE = 512;

/**
 * dHash: the picture in greyscale at 9×8 pixels; each of the 64 bits says whether a pixel is
 * brighter than its right-hand neighbour. Re-encoding, resizing and mild colour changes keep most
 * bits; another picture flips about half of them.
 */
async function differenceHash(image: Sharp): Promise<string> {
  const pixels = await image.greyscale().resize(9, 8, { fit: "fill" }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[y * 9 + x] ?? 0;
      const right = pixels[y * 9 + x + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, "0");
}

/**
 * The variance of the Laplacian over a greyscale copy at most SHARPNESS_SIDE pixels on its longer
 * side: a sharp picture has strong local changes (a high variance), a blurred one few.
 */
async function laplacianVariance(bytes: Uint8Array): Promise<number> {
  const { data, info } = await sharp(bytes)
    .greyscale()
    .resize(SHARPNESS_SIDE, SHARPNESS_SIDE, { fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let sum = 0;
  let sumOfSquares = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const at = (j: number) => data[j] ?? 0;
      const value = at(i - 1) + at(i + 1) + at(i - width) + at(i + width) - 4 * at(i);
      sum += value;
      sumOfSquares += value * value;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumOfSquares / n - mean * mean;
}

export async function imageSignals(bytes: Uint8Array): Promise<ImageSignals> {
  const [hash, mirroredHash, sharpness] = await Promise.all([
    differenceHash(sharp(bytes)),
    differenceHash(sharp(bytes).flop()),
    laplacianVariance(bytes),
  ]);
  return { hash, mirroredHash, sharpness: Math.round(sharpness * 10) / 10 };
}

function popCount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many of the 64 bits two hashes (16 hex digits each) differ in. */
export function hammingDistance(a: string, b: string): number {
  const high = Number.parseInt(a.slice(0, 8), 16) ^ Number.parseInt(b.slice(0, 8), 16);
  const low = Number.parseInt(a.slice(8), 16) ^ Number.parseInt(b.slice(8), 16);
  return popCount32(high) + popCount32(low);
}
