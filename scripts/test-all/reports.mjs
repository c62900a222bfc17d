// What `npm test` reads from the test runners' JSON reports: the counts, each failed test with the
// first lines of its error, and the command that runs one failed file again.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/**
 * @typedef {{ passed: number, failed: number }} Counts
 * @typedef {{ counts?: Counts, failures: string[], files: string[] }} Report
 */

const firstLines = (message) =>
  stripVTControlCharacters(message || "no error message")
    .split("\n")
    .slice(0, 6)
    .join("\n    ");

const relative = (file) => path.relative(process.cwd(), file).split(path.sep).join("/");

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);

/** A Vitest JSON report (`--reporter=json`); no counts when the run never wrote one. */
export function vitestReport(file) {
  const report = readJson(file);
  if (!report) return { failures: [], files: [] };
  const failures = [];
  const files = [];
  // A file that failed before its tests ran counts once; Vitest's suite count would also count the
  // describe blocks of a file whose test failed.
  let filesFailedWithoutTests = 0;
  for (const result of report.testResults ?? []) {
    const failed = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    if (result.status !== "failed" && failed.length === 0) continue;
    const name = relative(result.name);
    files.push(name);
    // A file that failed before any test ran (an import error, a failing hook) says so in its message.
    if (failed.length === 0) {
      filesFailedWithoutTests += 1;
      failures.push(`${name}\n    ${firstLines(result.message)}`);
    }
    for (const test of failed) {
      failures.push(`${name} > ${test.fullName}\n    ${firstLines(test.failureMessages?.[0])}`);
    }
  }
  return {
    counts: {
      passed: report.numPassedTests,
      failed: report.numFailedTests + filesFailedWithoutTests,
    },
    failures,
    files,
  };
}

/** A Playwright JSON report; spec files are named as in the repository (the shuffled run's too). */
export function playwrightReport(file) {
  const report = readJson(file);
  if (!report) return { failures: [], files: [] };
  const rootDir = report.config?.rootDir ?? process.cwd();
  const failures = [];
  const files = new Set();
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const specFile = relative(path.resolve(rootDir, spec.file));
        files.add(specFile);
        const errors = (test.results ?? []).map((r) => r.error?.message ?? "").filter(Boolean);
        const title = [...titles, spec.title].filter(Boolean).join(" > ");
        failures.push(`${specFile}:${spec.line} ${title}\n    ${firstLines(errors.at(-1))}`);
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  const { stats } = report;
  return {
    counts: stats ? { passed: stats.expected + stats.flaky, failed: stats.unexpected } : undefined,
    failures,
    files: [...files],
  };
}

/** The command that runs one Vitest file again. */
export const vitestRerun = (file) => `node_modules/.bin/vitest run ${file}`;

/** The command that runs one spec again, on the same ports as this run. */
export const playwrightRerun = (file, env = process.env) =>
  `${env.E2E_PORT ? `E2E_PORT=${env.E2E_PORT} ` : ""}npx playwright test ${file} --workers=1`;
