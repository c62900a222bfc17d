// `npm test`: typecheck, lint, unit, server integration, build and end-to-end, then one summary.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

const REPORTS = ".tmp/reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
const vitestCounts = (file) => {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numFailedTestSuites ?? 0) };
};
const playwrightCounts = (file) => {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

/** The failed tests of a Playwright report with the first lines of their errors, for the summary. */
const playwrightFailures = (file) => {
  if (!existsSync(file)) return [];
  const failures = [];
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const errors = (test.results ?? []).map((r) => r.error?.message ?? "").filter(Boolean);
        const firstLines = stripVTControlCharacters(errors.at(-1) ?? "no error message")
          .split("\n")
          .slice(0, 6)
          .join("\n    ");
        failures.push(
          `${spec.file}:${spec.line} ${[...titles, spec.title].filter(Boolean).join(" > ")}\n    ${firstLines}`,
        );
      }
    }
  };
  for (const suite of JSON.parse(readFileSync(file, "utf8")).suites ?? []) visit(suite, []);
  return failures;
};

const steps = [
  { name: "typecheck", cmd: [bin("tsc"), "--noEmit", "-p", "tsconfig.json"] },
  { name: "lint", cmd: [bin("biome"), "check", "."] },
  { name: "boundaries", cmd: [bin("depcruise"), "src", "--output-type", "err"] },
  {
    name: "unit",
    cmd: [
      bin("vitest"),
      "run",
      "--project",
      "unit",
      "--project",
      "client",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/unit.json`,
    ],
    counts: () => vitestCounts(`${REPORTS}/unit.json`),
  },
  {
    name: "server",
    cmd: [
      bin("vitest"),
      "run",
      "--project",
      "server",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/server.json`,
    ],
    counts: () => vitestCounts(`${REPORTS}/server.json`),
  },
  { name: "build", cmd: [process.execPath, "scripts/build.mjs"] },
  { name: "js-budget", cmd: [process.execPath, "scripts/check-js-budget.mjs"] },
  {
    name: "e2e",
    cmd: [bin("playwright"), "test"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` },
    counts: () => playwrightCounts(`${REPORTS}/e2e.json`),
    failures: () => playwrightFailures(`${REPORTS}/e2e.json`),
  },
];

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd.join(" ")}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  const ok = run.status === 0;
  results.push({
    name: step.name,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    counts: step.counts?.(),
    failures: ok ? [] : (step.failures?.() ?? []),
  });
}

let passed = 0;
let failed = 0;
console.log("\n=== Summary");
for (const r of results) {
  const detail = r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed` : r.ok ? "ok" : "FAILED";
  console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name.padEnd(10)} ${detail} (${r.seconds}s)`);
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
  }
  if (!r.ok && (!r.counts || r.counts.failed === 0)) failed += 1;
  for (const failure of r.failures) console.log(`      ${failure}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
