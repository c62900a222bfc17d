import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { profilePath } from "#shared/talents/slug";
import { waitForOk } from "#tests/support/processes";
import { JS_BUDGET_BYTES, measureFirstVisitJs } from "../build/first-visit-js.mjs";
import { type BenchRow, formatKb } from "./bench-table.ts";
import { startCompiledServer } from "./compiled-server.ts";
import {
  CATEGORIES,
  type LighthouseResult,
  type LighthouseRun,
  lighthouseRows,
  runFromResult,
} from "./lighthouse-scores.ts";

/** Runs of each page; the table shows the median, as one run on a shared machine can be slowed. */
const RUNS = 3;
/** Debian's Chromium, as the e2e tests use it (CHROMIUM_PATH overrides it); Lighthouse reads CHROME_PATH. */
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const LIGHTHOUSE_CLI = path.resolve("node_modules/lighthouse/cli/index.js");
const RUN_TIMEOUT_MS = 180_000;

const run = promisify(execFile);

/**
 * One Lighthouse run in its own process (the CLI), with its defaults: a mobile device's screen and
 * user agent, and simulated throttling (a slow 4G network and a 4× slower CPU, computed from the
 * page's trace). Chromium is headless and, as root here, without its sandbox.
 */
async function lighthouse(url: string, output: string): Promise<LighthouseRun> {
  await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      "--output=json",
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      "--no-enable-error-reporting",
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH }, timeout: RUN_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
  );
  return runFromResult(JSON.parse(readFileSync(output, "utf8")) as LighthouseResult);
}

const loadAverage = () => loadavg()[0]?.toFixed(2) ?? "?";

/** The Lighthouse version the bench runs, from its package. */
function lighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string };
  return pkg.version;
}

/** The first-visit JavaScript of `/`, `/talents` and a profile page, as `npm test`'s budget check counts it. */
export function firstVisitJsRows(clientDir: string): BenchRow[] {
  return measureFirstVisitJs(clientDir).map(({ page, files, bytes, within }) => ({
    what: `first-visit JavaScript, ${page === "/" || page === "/talents" ? `\`${page}\`` : page}`,
    measured: `${formatKb(bytes)} (Brotli)`,
    beside: `${files.length} files: the entry, the page's chunk and their static imports`,
    budget: `≤ ${formatKb(JS_BUDGET_BYTES)}`,
    within,
  }));
}

/**
 * The client half of the bench: Lighthouse mobile, all four categories, on `/`, `/talents` and the
 * first sample talent's profile, in English and in German (`/de/…`), served by the compiled server
 * with the sample data; then the
 * first-visit JavaScript of the same pages.
 */
export async function benchClient(buildDir: string): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const server = await startCompiledServer(buildDir, {
    dataDirPrefix: "vitrine-bench-client-",
    env: { SEED_SAMPLE_DATA: "true" },
  });
  const { base } = server;
  const outputDir = mkdtempSync(path.join(tmpdir(), "vitrine-lighthouse-"));
  try {
    const list = (await (await fetch(`${base}/api/talents`)).json()) as {
      items: { id: string; slug: string; name: string; subcategory: string }[];
    };
    const first = list.items[0];
    if (!first) throw new Error("The sample data has no talents.");
    // Each page in both languages: German at its /de address.
    const pages: [string, string][] = [
      ["`/`", "/"],
      ["`/talents`", "/talents"],
      [`a profile (\`${profilePath(first)}\`)`, profilePath(first)],
      ["`/de`", "/de"],
      ["`/de/talents`", "/de/talents"],
      [`a profile in German (\`/de${profilePath(first)}\`)`, `/de${profilePath(first)}`],
    ];
    const rows: BenchRow[] = [];
    const loadBefore = loadAverage();
    for (const [label, pagePath] of pages) {
      // A visitor meets a running server: its response cache already holds the page.
      await waitForOk(`${base}${pagePath}`, 120_000);
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await lighthouse(`${base}${pagePath}`, path.join(outputDir, `${rows.length}-${i}.json`)));
      }
      rows.push(...lighthouseRows(label, runs));
    }
    const loadAfter = loadAverage();
    rows.push(...firstVisitJsRows(path.join(buildDir, "client")));
    const notes = [
      `Lighthouse ${lighthouseVersion()} (CLI, one process per run), ${CHROME_PATH} headless, its default mobile emulation (Moto G Power) and simulated throttling (slow 4G, 4× CPU); each page ${RUNS} times, the median shown; beside each performance score the run's benchmarkIndex (Lighthouse's measure of the host's speed at the start of the run: about 1,000–2,800 on this 2-core machine, higher is faster) and its main-thread time (mainthread-work-breakdown, with the simulated 4× slowdown). The compiled server with the sample data. Load average (1 min) ${loadBefore} before the Lighthouse runs, ${loadAfter} after.`,
    ];
    return { rows, notes };
  } finally {
    await server.stop();
    rmSync(outputDir, { recursive: true, force: true });
  }
}
