import path from "node:path";
import sharp from "sharp";
import { createLogger } from "#server/lib/logger";
import { processImage } from "#server/media/image-pipeline";
import { createLocalMediaStorage } from "#server/media/local-media-storage";
import { createNsfwClassifier, loadNudityModel } from "#server/review-checks/nudity-classifier";
import { runReviewChecks } from "#server/review-checks/review-checks";
import type { GalleryItem } from "#shared/media/media.schema";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestDatabase } from "#tests/support/test-database";
import { type BenchRow, formatMs } from "./bench-table.ts";

const PICTURES = 10;
const RUNS = 3;
/** A submission waits for its checks (ADR 52, ADR 54). */
const ALL_CHECKS_BUDGET_MS = 2000;
const MODEL_LOAD_BUDGET_MS = 2000;
/** What the model may add to the server's resident memory, loaded and in use (ADR 54). */
const RSS_BUDGET_MB = 250;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The highest resident set size seen while it runs: sampled every 5 ms and at each step's end. */
function rssWatch() {
  let peak = process.memoryUsage.rss();
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 5);
  return {
    sample,
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/**
 * Every review check (contact details, completeness, size, sharpness, duplicates, nudity) as a
 * submission runs them, on a scratch SQLite database with a profile of ten pictures of 3000 × 4000
 * px stored by the upload pipeline: the model's load, the first run (hashing the pictures), the next
 * runs (hashes stored), the model alone on the ten pictures, and the memory all this adds.
 */
export async function benchAllReviewChecks(photo: Buffer): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const database = await createTestDatabase();
  try {
    const media = createLocalMediaStorage(path.join(database.dataDir, "media"));
    const images = [];
    for (let i = 0; i < PICTURES; i++) {
      const crop = await sharp(photo)
        .extract({ left: i * 300, top: 0, width: 3000, height: 4000 })
        .jpeg({ quality: 85 })
        .toBuffer();
      images.push(await processImage(media, crop));
    }
    const [hero, ...rest] = images;
    const gallery: GalleryItem[] = rest.map((image, i) => ({
      id: `g${i}`,
      type: "image",
      image,
      description: "",
    }));
    const [talent] = await insertTalents(database.handle.db, [
      talentRecord({ image: hero, gallery, subcategory: "photographer", status: "pending" }),
    ]);
    if (!talent) throw new Error("No talent inserted");
    const nudity = createNsfwClassifier("wasm");
    const deps = { db: database.handle.db, media, log: createLogger("silent"), nudity };

    const before = process.memoryUsage.rss();
    const watch = rssWatch();
    let started = performance.now();
    await loadNudityModel("wasm");
    const loadMs = performance.now() - started;
    const afterLoad = process.memoryUsage.rss();

    started = performance.now();
    const found = await runReviewChecks(deps, talent.id);
    const firstMs = performance.now() - started;
    watch.sample();
    const warmTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      await runReviewChecks(deps, talent.id);
      warmTimes.push(performance.now() - started);
      watch.sample();
    }
    const variants = await Promise.all(
      images.map(async (image) => {
        const stored = await media.get(image.variants[0]?.url.replace(/^\/media\//u, "") ?? "");
        if (!stored) throw new Error("A stored variant is missing");
        const chunks: Uint8Array[] = [];
        for await (const chunk of stored.body as AsyncIterable<Uint8Array>) chunks.push(chunk);
        return Buffer.concat(chunks);
      }),
    );
    const modelTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      for (const bytes of variants) await nudity.classify(bytes);
      modelTimes.push(performance.now() - started);
      watch.sample();
    }
    const peak = watch.stop();
    const warmMs = median(warmTimes);
    const modelMs = median(modelTimes);
    const growth = mb(peak - before);
    return {
      rows: [
        {
          what: "review checks: nudity model load (MobileNetV2, WebAssembly)",
          measured: `${formatMs(loadMs)} ms`,
          beside: `once per process, on the first submission; RSS +${mb(afterLoad - before)} MB`,
          budget: `≤ ${MODEL_LOAD_BUDGET_MS} ms`,
          within: loadMs <= MODEL_LOAD_BUDGET_MS,
        },
        {
          what: "review checks: nudity model on 10 pictures",
          measured: `${formatMs(modelMs)} ms`,
          beside: `median of ${RUNS}; ${formatMs(modelMs / PICTURES)} ms a picture (320 px WebP, one after another)`,
          budget: `≤ ${ALL_CHECKS_BUDGET_MS} ms`,
          within: modelMs <= ALL_CHECKS_BUDGET_MS,
        },
        {
          what: "review checks: all of them, profile with 10 pictures, first run",
          measured: `${formatMs(firstMs)} ms`,
          beside: `SQLite; hashing the 10 pictures, the model loaded; ${found.length} findings`,
          budget: `≤ ${ALL_CHECKS_BUDGET_MS} ms`,
          within: firstMs <= ALL_CHECKS_BUDGET_MS,
        },
        {
          what: "review checks: all of them, profile with 10 pictures, again",
          measured: `${formatMs(warmMs)} ms`,
          beside: `median of ${RUNS}; hashes stored, every picture scored again`,
          budget: `≤ ${ALL_CHECKS_BUDGET_MS} ms`,
          within: warmMs <= ALL_CHECKS_BUDGET_MS,
        },
        {
          what: "review checks: peak RSS growth (model load and all the runs above)",
          measured: `${growth} MB`,
          beside: `RSS ${mb(before)} MB before, ${mb(peak)} MB at the peak; process maxRSS ${mb(process.resourceUsage().maxRSS * 1024)} MB`,
          budget: `≤ ${RSS_BUDGET_MB} MB`,
          within: growth <= RSS_BUDGET_MB,
        },
      ],
      notes: [],
    };
  } finally {
    await database.dispose();
  }
}
