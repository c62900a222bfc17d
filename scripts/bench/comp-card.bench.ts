import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { type CompCardInput, renderCompCardPdf } from "#server/comp-cards/comp-card-pdf";
import { createCompCardCache } from "#server/features/comp-cards/comp-card-cache";
import { SERVER_ENV } from "../build/server-process.mjs";
import { type BenchRow, formatMb, formatMs } from "./bench-table.ts";
import { photoLikeJpeg } from "./image-pipeline.bench.ts";

/** Renders timed one after another; the table shows the median. */
const RUNS = 5;
/** Cards rendered at once for the memory figure. */
const AT_ONCE = 10;
const TIME_BUDGET_MS = 2000;
/** A card served again from the cache: a file read. */
const CACHED_BUDGET_MS = 100;
const SIZE_BUDGET = 2 * 1024 * 1024;
/** The server's own memory budget (server.bench.ts): the cards are to be rendered in its process. */
const RSS_BUDGET = 300 * 1024 * 1024;

type Pictures = { hero: Buffer; gallery: Buffer[] };

/**
 * The bench's 24-megapixel photo made into a 4000 × 6000 hero and four 3000 × 4000 gallery
 * pictures (different parts of it), as a phone's uploads would be.
 */
async function uploads(): Promise<Pictures> {
  const photo = await photoLikeJpeg(); // 6000 × 4000
  const hero = await sharp(photo).rotate(90).jpeg({ quality: 90 }).toBuffer();
  const gallery = await Promise.all(
    [0, 1000, 2000, 3000].map((left) =>
      sharp(photo).extract({ left, top: 0, width: 3000, height: 4000 }).jpeg({ quality: 90 }).toBuffer(),
    ),
  );
  return { hero, gallery };
}

function card(pictures: Pictures): CompCardInput {
  return {
    paper: "a5",
    language: "de",
    name: "Jürgen Weiß-Çelik",
    categoryLine: "Model · Schauspieler",
    languagesLine: "Spricht Deutsch, Englisch, Türkisch",
    measurementLines: [
      { label: "Größe", value: "186 cm" },
      { label: "Brust", value: "98 cm" },
      { label: "Taille", value: "80 cm" },
      { label: "Hüfte", value: "96 cm" },
      { label: "Schuhgröße", value: "44" },
      { label: "Haarfarbe", value: "Dunkelbraun" },
    ],
    hero: pictures.hero,
    gallery: pictures.gallery,
    profileUrl: "https://vitrine.example/de/talents/juergen-weiss-celik",
    contactLines: ["juergen@example.com", "+49 89 1234567"],
    labels: { measurements: "Maße", contact: "Kontakt" },
  };
}

const PICTURE_FILES = ["hero", "gallery-1", "gallery-2", "gallery-3", "gallery-4"];

/** The peak resident memory of this process so far (VmHWM, Linux). */
const peakRss = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;

/**
 * In a fresh process (this file run with `--at-once <dir>`, in the server's environment): renders
 * one card (fonts loaded), then ten at once, and prints its resident memory after the first and
 * its peak. The process runs TypeScript through tsx, which the built server does not carry.
 */
async function renderAtOnce(dir: string): Promise<void> {
  const [hero, ...gallery] = PICTURE_FILES.map((name) => readFileSync(path.join(dir, `${name}.jpg`)));
  const input = card({ hero: hero ?? Buffer.alloc(0), gallery });
  await renderCompCardPdf(input);
  const afterOne = process.memoryUsage.rss();
  const started = performance.now();
  await Promise.all(Array.from({ length: AT_ONCE }, () => renderCompCardPdf(input)));
  const ms = performance.now() - started;
  process.stdout.write(JSON.stringify({ afterOne, peak: peakRss(), ms }));
}

/**
 * The comp card PDF (ADR 49): the time of one card (median of five, after one that loads the
 * fonts) and its size, rendered in this process; the peak resident memory of a fresh process that
 * renders ten at once.
 */
export async function benchCompCard(): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const pictures = await uploads();
  const input = card(pictures);
  await renderCompCardPdf(input);

  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    bytes = (await renderCompCardPdf(input)).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;

  // As the routes serve it: the first request renders and stores the card, the next read it back.
  const cacheDir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-comp-card-cache-"));
  let firstMs = 0;
  const cachedTimes: number[] = [];
  try {
    const cache = createCompCardCache(cacheDir);
    let started = performance.now();
    await cache.card("bench-talent", "bench-key", () => renderCompCardPdf(input));
    firstMs = performance.now() - started;
    for (let i = 0; i < RUNS; i++) {
      started = performance.now();
      await cache.card("bench-talent", "bench-key", () => renderCompCardPdf(input));
      cachedTimes.push(performance.now() - started);
    }
    if (cache.renders !== 1) throw new Error(`The cache rendered ${cache.renders} cards instead of one.`);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
  cachedTimes.sort((a, b) => a - b);
  const cachedMedian = cachedTimes[Math.floor(RUNS / 2)] ?? 0;

  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-comp-card-"));
  let memory: { afterOne: number; peak: number; ms: number };
  try {
    [pictures.hero, ...pictures.gallery].forEach((picture, i) => {
      writeFileSync(path.join(dir, `${PICTURE_FILES[i]}.jpg`), picture);
    });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "scripts/bench/comp-card.bench.ts", "--at-once", dir],
      { maxBuffer: 1024 * 1024, env: { ...SERVER_ENV, ...process.env } },
    );
    memory = JSON.parse(stdout) as typeof memory;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const uploaded = [pictures.hero, ...pictures.gallery].reduce((sum, picture) => sum + picture.byteLength, 0);
  return {
    rows: [
      {
        what: "comp card PDF: render time of one card",
        measured: `${formatMs(median)} ms`,
        beside: `median of ${RUNS}; min ${formatMs(times[0] ?? 0)} ms, max ${formatMs(times.at(-1) ?? 0)} ms`,
        budget: `≤ ${formatMs(TIME_BUDGET_MS)} ms`,
        within: median <= TIME_BUDGET_MS,
      },
      {
        what: "comp card: first request (rendered and stored in the cache)",
        measured: `${formatMs(firstMs)} ms`,
        beside: "one request, the fonts already loaded",
        budget: `≤ ${formatMs(TIME_BUDGET_MS)} ms`,
        within: firstMs <= TIME_BUDGET_MS,
      },
      {
        what: "comp card: the same card again (from the cache)",
        measured: `${formatMs(cachedMedian)} ms`,
        beside: `median of ${RUNS}; no render (the cache counted one)`,
        budget: `≤ ${formatMs(CACHED_BUDGET_MS)} ms`,
        within: cachedMedian <= CACHED_BUDGET_MS,
      },
      {
        what: "comp card PDF: file size",
        measured: formatMb(bytes),
        beside: `hero 4000 × 6000 and four 3000 × 4000 JPEGs, ${formatMb(uploaded)} uploaded`,
        budget: `≤ ${formatMb(SIZE_BUDGET)}`,
        within: bytes <= SIZE_BUDGET,
      },
      {
        what: `comp card PDF: peak resident memory, ${AT_ONCE} cards at once`,
        measured: formatMb(memory.peak),
        beside: `a fresh process (tsx): ${formatMb(memory.afterOne)} after its first card; all ${AT_ONCE} in ${formatMs(memory.ms)} ms`,
        budget: `≤ ${formatMb(RSS_BUDGET)} (the server's)`,
        within: memory.peak <= RSS_BUDGET,
      },
    ],
    notes: [
      "Comp card PDF: A5 in the site's fonts, the pictures cut to 300 dpi of their printed size; rendered by the module itself, not through the server.",
    ],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = process.argv[3];
  if (process.argv[2] !== "--at-once" || !dir) throw new Error("Usage: comp-card.bench.ts --at-once <dir>");
  await renderAtOnce(dir);
}
