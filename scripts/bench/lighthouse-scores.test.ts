import { describe, expect, it } from "vitest";
import {
  type LighthouseResult,
  type LighthouseRun,
  lighthouseRows,
  median,
  medianRun,
  runFromResult,
} from "./lighthouse-scores.ts";

function result(scores: Record<string, number | null>, lcpMs = 2100): LighthouseResult {
  return {
    lighthouseVersion: "12.8.2",
    categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])),
    audits: {
      "largest-contentful-paint": { numericValue: lcpMs },
      "first-contentful-paint": { numericValue: 1500 },
      "total-blocking-time": { numericValue: 120.4 },
      "cumulative-layout-shift": { numericValue: 0.013 },
      "mainthread-work-breakdown": { numericValue: 3210.7 },
    },
    environment: { benchmarkIndex: 1843.5 },
  };
}

const allFour = { performance: 0.96, accessibility: 1, "best-practices": 0.964, seo: 1 };

function run(performance: number, lcpMs = 2000, accessibility = 100, benchmarkIndex = 2000): LighthouseRun {
  return {
    scores: { performance, accessibility, "best-practices": 100, seo: 100 },
    lcpMs,
    fcpMs: 1000,
    tbtMs: 50,
    cls: 0,
    benchmarkIndex,
    mainThreadMs: lcpMs + 1000,
  };
}

describe("runFromResult", () => {
  it("reads the four scores as 0-100 and the performance metrics", () => {
    expect(runFromResult(result(allFour))).toEqual({
      scores: { performance: 96, accessibility: 100, "best-practices": 96, seo: 100 },
      lcpMs: 2100,
      fcpMs: 1500,
      tbtMs: 120.4,
      cls: 0.013,
      mainThreadMs: 3210.7,
      benchmarkIndex: 1843.5,
    });
  });

  it("refuses a run that failed or lacks a category", () => {
    expect(() =>
      runFromResult({
        ...result(allFour),
        runtimeError: { code: "ERRORED_DOCUMENT_REQUEST", message: "404" },
      }),
    ).toThrow(/ERRORED_DOCUMENT_REQUEST/);
    expect(() => runFromResult(result({ ...allFour, seo: null }))).toThrow(/no seo score/);
    expect(() => runFromResult(result({ performance: 0.9 }))).toThrow(/no accessibility score/);
    const { environment: _, ...withoutHost } = result(allFour);
    expect(() => runFromResult(withoutHost)).toThrow(/no benchmarkIndex/);
    const noBreakdown = result(allFour);
    delete noBreakdown.audits["mainthread-work-breakdown"];
    expect(() => runFromResult(noBreakdown)).toThrow(/no mainthread-work-breakdown/);
  });
});

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([43, 92, 89])).toBe(89);
    expect(median([5])).toBe(5);
  });

  it("is the mean of the middle two of an even count", () => {
    expect(median([90, 80, 100, 96])).toBe(93);
  });

  it("refuses no values", () => {
    expect(() => median([])).toThrow();
  });
});

describe("medianRun", () => {
  it("is the run with the median performance score, so its metrics belong together", () => {
    expect(medianRun([run(95, 2000), run(60, 5000), run(90, 2500)]).lcpMs).toBe(2500);
    expect(medianRun([run(95, 2000), run(60, 5000)]).lcpMs).toBe(5000);
  });
});

describe("lighthouseRows", () => {
  it("gives each category's median with its runs, budget and verdict", () => {
    const rows = lighthouseRows("`/`", [run(96, 2000, 100, 1500), run(94, 2400, 100, 2600), run(97)]);
    expect(rows.map((row) => row.what)).toEqual([
      "Lighthouse mobile performance, `/`",
      "Lighthouse mobile accessibility, `/`",
      "Lighthouse mobile best practices, `/`",
      "Lighthouse mobile SEO, `/`",
    ]);
    expect(rows[0]).toMatchObject({
      measured: "96 (LCP 2.0 s, FCP 1.0 s, TBT 50 ms, CLS 0.00; benchmarkIndex 1500, main thread 3.0 s)",
      beside:
        "median of 3 runs: 96 (benchmarkIndex 1500, main thread 3.0 s); 94 (benchmarkIndex 2600, main thread 3.4 s); 97 (benchmarkIndex 2000, main thread 3.0 s)",
      budget: "≥ 95",
      within: true,
    });
    expect(rows[1]).toMatchObject({
      measured: "100",
      beside: "median of 3 runs: 100, 100, 100",
      budget: "100",
      within: true,
    });
  });

  it("is outside the budget when the median is below it, even if one run is within", () => {
    const rows = lighthouseRows("`/talents`", [run(96, 2000, 100), run(94, 2000, 98), run(93, 2000, 98)]);
    expect(rows[0]).toMatchObject({ measured: expect.stringMatching(/^94 /), within: false });
    expect(rows[1]).toMatchObject({ measured: "98", within: false });
  });
});
