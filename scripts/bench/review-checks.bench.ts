import sharp from "sharp";
import { hammingDistance, imageSignals } from "#server/review-checks/image-signals";
import { type BenchRow, formatMs } from "./bench-table.ts";
import { photoLikeJpeg } from "./image-pipeline.bench.ts";
import { benchAllReviewChecks } from "./review-checks-all.bench.ts";

const RUNS = 3;
const PICTURES = 10;
const OTHER_HASHES = 10_000;
/** A submission waits for its checks (ADR 52): they should not add more than this. */
const BUDGET_MS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The review checks' own work on a profile with ten pictures: reading each stored 960 px WebP
 * variant's signals (hash, mirrored hash, sharpness), and comparing their hashes with 10,000 other
 * pictures'. The database reads around them are a few indexed queries.
 */
export async function benchReviewChecks(): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const photo = await photoLikeJpeg(); // 6000 × 4000
  const stored = await Promise.all(
    Array.from({ length: PICTURES }, (_, i) =>
      sharp(photo)
        .extract({ left: i * 300, top: 0, width: 3000, height: 4000 })
        .resize(960)
        .webp({ quality: 80 })
        .toBuffer(),
    ),
  );
  const hashTimes: number[] = [];
  let signals = await Promise.all(stored.map(imageSignals));
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    signals = [];
    for (const bytes of stored) signals.push(await imageSignals(bytes));
    hashTimes.push(performance.now() - started);
  }
  const others = Array.from({ length: OTHER_HASHES }, (_, i) =>
    ((BigInt(i + 1) * 0x9e3779b97f4a7c15n) % (1n << 64n)).toString(16).padStart(16, "0"),
  );
  const compareTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    let close = 0;
    for (const { hash, mirroredHash } of signals) {
      for (const other of others) {
        if (Math.min(hammingDistance(hash, other), hammingDistance(mirroredHash, other)) <= 6) close++;
      }
    }
    compareTimes.push(performance.now() - started);
    if (close < 0) throw new Error("unreachable");
  }
  const hashMs = median(hashTimes);
  const compareMs = median(compareTimes);
  const all = await benchAllReviewChecks(photo);
  return {
    rows: [
      {
        what: "review checks: signals of 10 pictures (hash, mirror, sharpness)",
        measured: `${formatMs(hashMs)} ms`,
        beside: `median of ${RUNS}; 960 px WebP variants, one after another`,
        budget: `≤ ${BUDGET_MS} ms`,
        within: hashMs <= BUDGET_MS,
      },
      {
        what: "review checks: 10 pictures against 10,000 other hashes",
        measured: `${formatMs(compareMs)} ms`,
        beside: `median of ${RUNS}; straight and mirrored`,
        budget: `≤ ${BUDGET_MS} ms`,
        within: compareMs <= BUDGET_MS,
      },
      ...all.rows,
    ],
    notes: all.notes,
  };
}
