import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { patternJpeg } from "#tests/support/image-factory";
import { hammingDistance, imageSignals } from "./image-signals.ts";
import { BLUR_THRESHOLD, DUPLICATE_DISTANCE } from "./picture-checks.ts";

// The thresholds' calibration (ADR 52, docs/bench/review-checks.md), on generated pictures stored
// the way the upload pipeline stores them (WebP at quality 80).
const stored = (bytes: Buffer, width = 960) => sharp(bytes).resize(width).webp({ quality: 80 }).toBuffer();

describe("the perceptual hash and the sharpness score", { timeout: 60_000 }, () => {
  it("match a picture re-encoded at another size and quality, and its mirror image", async () => {
    for (const seed of [1, 2, 3]) {
      const original = await patternJpeg(1600, 1200, seed);
      const a = await imageSignals(await stored(original));
      const smaller = await sharp(original).resize(700).jpeg({ quality: 55 }).toBuffer();
      const b = await imageSignals(await stored(smaller, 640));
      expect(hammingDistance(a.hash, b.hash)).toBeLessThanOrEqual(DUPLICATE_DISTANCE);
      const flipped = await imageSignals(await stored(await sharp(original).flop().jpeg().toBuffer()));
      expect(hammingDistance(a.mirroredHash, flipped.hash)).toBeLessThanOrEqual(DUPLICATE_DISTANCE);
    }
  });

  it("tell different pictures apart, straight or mirrored", async () => {
    const signals = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (seed) => imageSignals(await stored(await patternJpeg(800, 600, seed)))),
    );
    for (const [i, a] of signals.entries()) {
      for (const b of signals.slice(i + 1)) {
        expect(hammingDistance(a.hash, b.hash)).toBeGreaterThan(DUPLICATE_DISTANCE);
        expect(hammingDistance(a.mirroredHash, b.hash)).toBeGreaterThan(DUPLICATE_DISTANCE);
      }
    }
  });

  it("score a sharp picture above the blur threshold and the same picture blurred below it", async () => {
    const original = await patternJpeg(1600, 1200, 4);
    const asStored = await stored(original);
    const sharpScore = (await imageSignals(asStored)).sharpness;
    // Blurred at the size it is stored at: a Gaussian of sigma 1.5 px.
    const blurred = (await imageSignals(await sharp(asStored).blur(1.5).webp({ quality: 80 }).toBuffer()))
      .sharpness;
    expect(sharpScore).toBeGreaterThan(BLUR_THRESHOLD * 10);
    expect(blurred).toBeLessThan(BLUR_THRESHOLD);
  });

  it("count the bits two hashes differ in", () => {
    expect(hammingDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hammingDistance("ffffffffffffffff", "0000000000000000")).toBe(64);
    expect(hammingDistance("8000000000000001", "0000000000000000")).toBe(2);
  });
});
