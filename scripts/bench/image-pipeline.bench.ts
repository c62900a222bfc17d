import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { processImage } from "../../src/server/media/image-pipeline.ts";
import { createLocalMediaStorage } from "../../src/server/media/local-media-storage.ts";

/** Processes a 24-megapixel photo (6000 × 4000, noisy like a real sensor) and reports time and bytes. */
export async function benchImagePipeline(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-media-"));
  try {
    const storage = createLocalMediaStorage(dir);
    const photo = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .blur(2)
      .jpeg({ quality: 90 })
      .toBuffer();
    console.log(`Input: 6000 × 4000 JPEG, ${(photo.byteLength / 1024 / 1024).toFixed(1)} MB`);
    const runs: number[] = [];
    let last: Awaited<ReturnType<typeof processImage>> | undefined;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      last = await processImage(storage, photo);
      runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    console.log(
      `Processing time (3 runs): median ${runs[1]?.toFixed(0)} ms, min ${runs[0]?.toFixed(0)} ms, max ${runs[2]?.toFixed(0)} ms`,
    );
    console.log(`Peak RSS so far: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
    for (const variant of last?.variants ?? []) {
      const stored = await storage.head(variant.url.replace("/media/", ""));
      console.log(
        `  ${String(variant.width).padStart(5)} px wide WebP: ${((stored?.size ?? 0) / 1024).toFixed(1)} KB`,
      );
    }
    console.log(`  placeholder: ${last?.placeholder.length ?? 0} characters (inline data URL)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
