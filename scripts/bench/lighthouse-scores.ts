/**
 * What the bench reads from Lighthouse's result (the JSON its CLI writes), and how several runs of a
 * page become one figure: the median, since one run on a shared machine can be slowed by others.
 */
import type { BenchRow } from "./bench-table.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The minimum score (0-100) of each category on Lighthouse mobile: the public pages' budget. */
export const SCORE_BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
};

const CATEGORY_NAMES: Record<Category, string> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
};

/** The part of a Lighthouse result the bench reads. */
export type LighthouseResult = {
  lighthouseVersion: string;
  categories: Partial<Record<string, { score: number | null }>>;
  audits: Partial<Record<string, { numericValue?: number }>>;
  /** How fast the host's CPU ran a fixed loop at the start of the run (higher is faster). */
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
};

/**
 * One run of one page: the four scores (0-100), the metrics that explain the performance one, and what
 * explains those on a shared machine: the host's speed in that run (Lighthouse's `benchmarkIndex`) and
 * the main thread's work during the load (`mainthread-work-breakdown`: the trace's time on this host
 * times the simulated 4× CPU slowdown, as TBT counts it).
 */
export type LighthouseRun = {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  benchmarkIndex: number;
  mainThreadMs: number;
};

/** Reads one run from a Lighthouse result; throws when the run failed or a category is missing. */
export function runFromResult(result: LighthouseResult): LighthouseRun {
  if (result.runtimeError) {
    throw new Error(`Lighthouse failed: ${result.runtimeError.code} ${result.runtimeError.message}`);
  }
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    const score = result.categories[category]?.score;
    if (typeof score !== "number") throw new Error(`The Lighthouse result has no ${category} score.`);
    scores[category] = Math.round(score * 100);
  }
  const metric = (audit: string) => {
    const value = result.audits[audit]?.numericValue;
    if (typeof value !== "number") throw new Error(`The Lighthouse result has no ${audit} value.`);
    return value;
  };
  return {
    scores,
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    fcpMs: metric("first-contentful-paint"),
    mainThreadMs: metric("mainthread-work-breakdown"),
    benchmarkIndex: benchmarkIndex(result),
  };
}

function benchmarkIndex(result: LighthouseResult): number {
  const value = result.environment?.benchmarkIndex;
  if (typeof value !== "number") throw new Error("The Lighthouse result has no benchmarkIndex.");
  return value;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (!values.length) throw new Error("The median of no values.");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The run whose performance score is the median one (the lower middle for an even count), so the
 * metrics shown beside the median score are those of one real run rather than a mix of several.
 */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  if (!runs.length) throw new Error("No Lighthouse runs.");
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseRun;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A run's host speed and main-thread time, as shown beside its performance score. */
const hostNote = (run: LighthouseRun) =>
  `benchmarkIndex ${Math.round(run.benchmarkIndex)}, main thread ${seconds(run.mainThreadMs)}`;

/** The bench rows of one page: each category's median score over the runs, beside each run's score. */
export function lighthouseRows(page: string, runs: LighthouseRun[]): BenchRow[] {
  const typical = medianRun(runs);
  return CATEGORIES.map((category) => {
    const score = median(runs.map((run) => run.scores[category]));
    const detail =
      category === "performance"
        ? ` (LCP ${seconds(typical.lcpMs)}, FCP ${seconds(typical.fcpMs)}, TBT ${Math.round(typical.tbtMs)} ms, CLS ${typical.cls.toFixed(2)}; ${hostNote(typical)})`
        : "";
    const each =
      category === "performance"
        ? runs.map((run) => `${run.scores.performance} (${hostNote(run)})`).join("; ")
        : runs.map((run) => run.scores[category]).join(", ");
    const budget = SCORE_BUDGETS[category];
    return {
      what: `Lighthouse mobile ${CATEGORY_NAMES[category]}, ${page}`,
      measured: `${score}${detail}`,
      beside: `median of ${runs.length} runs: ${each}`,
      budget: budget === 100 ? "100" : `≥ ${budget}`,
      within: score >= budget,
    };
  });
}
