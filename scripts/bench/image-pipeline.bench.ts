import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { processImage } from "#server/media/image-pipeline";
import { createLocalMediaStorage } from "#server/media/local-media-storage";
import type { MediaStorage } from "#server/media/media-storage";

const WIDTH = 6000;
const HEIGHT = 4000;
const RUNS = 3;

/** A small seeded generator, so every run measures the same picture. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 24-megapixel JPEG with detail at every scale, like a photo: soft gradients, hundreds of
 * overlapping shapes with hard and soft edges, and sensor-like grain. (Plain noise would blur to
 * flat grey in the small widths and make their sizes meaningless.)
 */
export async function photoLikeJpeg(): Promise<Buffer> {
  const next = random(24);
  const colour = () =>
    `hsl(${Math.floor(next() * 360)}, ${30 + Math.floor(next() * 50)}%, ${25 + Math.floor(next() * 50)}%)`;
  const shapes = Array.from({ length: 600 }, () => {
    const x = Math.floor(next() * WIDTH);
    const y = Math.floor(next() * HEIGHT);
    const size = 20 + Math.floor(next() ** 3 * 1400);
    const opacity = (0.3 + next() * 0.7).toFixed(2);
    return next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour()}" opacity="${opacity}"/>`
      : `<rect x="${x}" y="${y}" width="${size}" height="${Math.floor(size * (0.2 + next()))}" fill="${colour()}" opacity="${opacity}" transform="rotate(${Math.floor(next() * 90)} ${x} ${y})"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#87a8c8"/><stop offset="1" stop-color="#d8b48c"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function report(storage: MediaStorage, label: string, input: Buffer): Promise<void> {
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  console.log(
    `Input: ${label}, ${meta.width} × ${meta.height} (${(((meta.width ?? 0) * (meta.height ?? 0)) / 1e6).toFixed(1)} megapixels), ${(input.byteLength / 1024 / 1024).toFixed(1)} MB`,
  );
  const runs: number[] = [];
  let last: Awaited<ReturnType<typeof processImage>> | undefined;
  // sharp works on other threads, so the event loop is free to sample memory meanwhile.
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    last = await processImage(storage, input);
    runs.push(performance.now() - started);
  }
  clearInterval(sampler);
  runs.sort((a, b) => a - b);
  console.log(
    `Processing time (${RUNS} runs, all widths and the placeholder): median ${runs[Math.floor(RUNS / 2)]?.toFixed(0)} ms, min ${runs[0]?.toFixed(0)} ms, max ${runs[RUNS - 1]?.toFixed(0)} ms`,
  );
  console.log(`Resident memory: ${mb(before)} MB before, peak ${mb(peak)} MB while processing`);
  let total = 0;
  for (const variant of last?.variants ?? []) {
    const size = (await storage.head(variant.url.replace("/media/", "")))?.size ?? 0;
    total += size;
    const height = Math.round(((last?.height ?? 0) * variant.width) / (last?.width ?? 1));
    console.log(
      `  ${String(variant.width).padStart(5)} × ${String(height).padEnd(5)} WebP: ${String(size).padStart(8)} bytes (${(size / 1024).toFixed(1)} KB)`,
    );
  }
  console.log(`  all widths: ${total} bytes (${(total / 1024).toFixed(1)} KB)`);
  console.log(`  placeholder: ${last?.placeholder.length ?? 0} characters (inline data URL)`);
}

/**
 * Processes a 24-megapixel photo and reports time and the bytes of each served width. With
 * BENCH_HEIC=<file.heic> it also measures that HEIC file (no HEVC encoder is on the registry, so
 * the bench cannot make one itself).
 */
export async function benchImagePipeline(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-media-"));
  try {
    const storage = createLocalMediaStorage(dir);
    await report(storage, "photo-like JPEG", await photoLikeJpeg());
    const heic = process.env.BENCH_HEIC;
    if (heic) {
      console.log("");
      await report(storage, `HEIC ${path.basename(heic)}`, readFileSync(heic));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
