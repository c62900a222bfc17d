import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "#server/http/app-error";
import { jpeg, phoneJpegWithGps, pngBomb } from "#tests/support/image-factory";
import { MAX_IMAGE_PIXELS, processImage } from "./image-pipeline.ts";
import { createLocalMediaStorage } from "./local-media-storage.ts";

const scratchDirs: string[] = [];
const storage = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-media-"));
  scratchDirs.push(dir);
  return createLocalMediaStorage(dir);
};
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

async function readAll(stream: NodeJS.ReadableStream | ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe("processImage", () => {
  it("stores WebP widths up to the source width, with size and a placeholder", async () => {
    const store = storage();
    const asset = await processImage(store, await jpeg(1000, 1500));
    expect(asset.variants.map((v) => v.width)).toEqual([320, 640, 960, 1000]);
    expect(asset.width).toBe(1000);
    expect(asset.height).toBe(1500);
    expect(asset.placeholder).toMatch(/^data:image\/webp;base64,/);
    const largest = asset.variants.at(-1);
    const key = largest?.url.replace("/media/", "") ?? "";
    const stored = await store.get(key);
    expect(stored?.contentType).toBe("image/webp");
    const meta = await sharp(await readAll(stored?.body as NodeJS.ReadableStream)).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1000);
  });

  it("applies the EXIF orientation and strips EXIF and GPS metadata", async () => {
    const store = storage();
    const sideways = await phoneJpegWithGps(800, 600);
    const original = await sharp(sideways).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);

    const asset = await processImage(store, sideways);
    expect(asset.width).toBe(600);
    expect(asset.height).toBe(800);
    const stored = await store.get(asset.variants.at(-1)?.url.replace("/media/", "") ?? "");
    const bytes = await readAll(stored?.body as NodeJS.ReadableStream);
    const meta = await sharp(bytes).metadata();
    expect(meta.width).toBe(600);
    expect(meta.height).toBe(800);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
  });

  it("refuses a file that is not an image, whatever its name", async () => {
    const error = await processImage(
      storage(),
      Buffer.from("hello, I am a text file pretending to be a JPEG"),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses SVG", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const error = await processImage(storage(), svg).catch((e: unknown) => e);
    expect((error as AppError).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("refuses a decompression bomb by its declared pixel count, before decoding it", async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const error = await processImage(storage(), bomb).catch((e: unknown) => e);
    expect((error as AppError).code).toBe("PAYLOAD_TOO_LARGE");
    expect((error as AppError).message).toContain(String(MAX_IMAGE_PIXELS / 1_000_000));
  });
});
