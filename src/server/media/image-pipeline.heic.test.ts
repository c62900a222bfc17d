import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppError } from "#server/http/app-error";
import { declaringSize, phoneHeic, withRotation } from "#tests/support/heic-factory";
import { decodeHeic } from "./heic-decoder.ts";
import { processImage } from "./image-pipeline.ts";
import { createLocalMediaStorage } from "./local-media-storage.ts";
import { readBody } from "./media-storage.contract.ts";
import type { MediaStorage, StoredObject } from "./media-storage.ts";

vi.mock("./heic-decoder.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./heic-decoder.ts")>();
  return { decodeHeic: vi.fn(actual.decodeHeic) };
});

const dir = mkdtempSync(path.join(tmpdir(), "vitrine-heic-"));
const storage = createLocalMediaStorage(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  vi.mocked(decodeHeic).mockClear();
});

/** The stored largest rendition, as bytes and as sRGB pixels. */
async function largest(store: MediaStorage, asset: Awaited<ReturnType<typeof processImage>>) {
  const key = asset.variants.at(-1)?.url.replace("/media/", "") ?? "";
  const bytes = await readBody((await store.get(key))?.body as StoredObject["body"]);
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
  ];
  return { bytes, meta: await sharp(bytes).metadata(), pixel };
}

const SRGB_RED = [230, 40, 40];
const SRGB_BLUE = [30, 80, 220];
/** Each channel within this distance: HEVC and WebP are lossy, but not this lossy. */
const expectColour = (actual: number[], expected: number[]) => {
  for (const [i, value] of expected.entries())
    expect(Math.abs((actual[i] ?? -99) - value)).toBeLessThanOrEqual(8);
};

describe("processImage with iPhone HEIC photos", () => {
  it("turns a photo upright by its container rotation, in sRGB, with no metadata left", async () => {
    // Sensor pixels lie sideways (red on the left); the file says: turn 90° clockwise.
    const upright = withRotation(phoneHeic(), 3);
    const asset = await processImage(storage, upright);
    expect(asset.width).toBe(48);
    expect(asset.height).toBe(64);
    expect(asset.variants.map((v) => v.width)).toEqual([48]);

    const { bytes, meta, pixel } = await largest(storage, asset);
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([48, 64]);
    // The P3 values in the file are (212, 61, 52) and (42, 79, 212); shown as sRGB they must be
    // converted, not copied.
    expectColour(pixel(24, 6), SRGB_RED);
    expectColour(pixel(24, 58), SRGB_BLUE);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(decodeHeic).toHaveBeenCalledTimes(1);
  });

  it("does not apply the EXIF orientation inside a HEIC again (it only repeats the container's)", async () => {
    const original = phoneHeic();
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);
    const asset = await processImage(storage, original);
    expect([asset.width, asset.height]).toEqual([64, 48]);
    const { pixel } = await largest(storage, asset);
    expectColour(pixel(8, 24), SRGB_RED);
    expectColour(pixel(56, 24), SRGB_BLUE);
  });

  it("refuses a HEIC declaring too many pixels without decoding it", async () => {
    const error = await processImage(storage, declaringSize(phoneHeic(), 20_000, 20_000)).catch((e) => e);
    expect((error as AppError).code).toBe("PAYLOAD_TOO_LARGE");
    expect((error as AppError).message).toContain("400 megapixels");
    expect(decodeHeic).not.toHaveBeenCalled();
  });

  it("refuses a HEIC whose coded image is larger than it declared", async () => {
    vi.mocked(decodeHeic).mockResolvedValueOnce({ width: 10_000, height: 10_000, data: new Uint8Array(4) });
    const error = await processImage(storage, phoneHeic()).catch((e) => e);
    expect((error as AppError).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a damaged HEIC with a clear error", async () => {
    // Zeroed decoder configuration (hvcC): the header still reads, the pixels do not.
    const damaged = phoneHeic();
    const hvcC = damaged.indexOf(Buffer.from("hvcC"));
    damaged.fill(0, hvcC + 4, hvcC + 100);
    expect((await sharp(damaged).metadata()).compression).toBe("hevc");
    const error = await processImage(storage, damaged).catch((e) => e);
    expect((error as AppError).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((error as AppError).message).toBe("This HEIC photo could not be read; it may be damaged.");
  });
});
