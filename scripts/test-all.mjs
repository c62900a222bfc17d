// `npm test`: typecheck, lint, import rules, unit, server integration, build, JavaScript budget and
// end-to-end, side by side where they do not wait for each other, then one summary.
//   npm test                      stops at the first failing step
//   npm test -- --keep-going      runs every step whatever fails
// With CI=true the end-to-end step runs the specs in a shuffled order (scripts/e2e-shuffled.mjs) and
// prints its seed. Each step's output is shown behind its name and kept in .tmp/reports/<step>.log.
// How the order was chosen, with the measurements: docs/bench/test-loop.md.
import { rmSync } from "node:fs";
import { playwrightReport, playwrightRerun, vitestReport, vitestRerun } from "./test-all/reports.mjs";
import { runSteps } from "./test-all/run-steps.mjs";

const REPORTS = ".tmp/reports";
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--keep-going");
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(" ")}. The only one is --keep-going.`);
  process.exit(2);
}
const keepGoing = args.includes("--keep-going");
const ci = process.env.CI === "true";
rmSync(REPORTS, { recursive: true, force: true });

const bin = (name) => `node_modules/.bin/${name}`;
const vitest = (name, projects, options = []) => ({
  cmd: [
    bin("vitest"),
    "run",
    ...options,
    ...projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${REPORTS}/${name}.json`,
  ],
  report: () => vitestReport(`${REPORTS}/${name}.json`),
  rerun: vitestRerun,
});

/**
 * The steps, and what each waits for. The checks, the unit tests and the build start together. The
 * end-to-end suite, the longest, starts as soon as the build and the JavaScript budget are through,
 * since its apps take most of a minute to start; the server suite starts once the checks and unit
 * tests are through. A failing check stops the run, the started end-to-end suite with it. Each of the
 * two long suites waits on its own processes part of the time (spawned servers, a browser, timers),
 * which the other fills (docs/bench/test-loop.md).
 */
const steps = [
  { name: "typecheck", cmd: [bin("tsc"), "--noEmit", "-p", "tsconfig.json"], hint: "npm run typecheck" },
  { name: "lint", cmd: [bin("biome"), "check", "."], hint: "node_modules/.bin/biome check <file>" },
  {
    name: "boundaries",
    cmd: [bin("depcruise"), "src", "--output-type", "err"],
    hint: "npm run lint:boundaries",
  },
  {
    name: "i18n",
    cmd: [process.execPath, "scripts/lint/i18n-check.mjs"],
    hint: "npm run lint:i18n",
  },
  { name: "unit", ...vitest("unit", ["unit", "client*"]) },
  // The e2e apps use this build as it is (tests/support/e2e-server.ts builds only when none matches).
  { name: "build", cmd: [process.execPath, "scripts/build.mjs", "--if-stale"], hint: "npm run build" },
  {
    name: "js-budget",
    cmd: [process.execPath, "scripts/check-js-budget.mjs"],
    needs: ["build"],
    hint: "node scripts/check-js-budget.mjs",
  },
  {
    name: "server",
    // Two workers where Vitest would take one (cores − 1): much of the suite waits on timers, child
    // processes and a mail server, and once the end-to-end suite is through the second core is free.
    ...vitest("server", ["server*"], ["--maxWorkers=2"]),
    after: ["typecheck", "lint", "boundaries", "i18n", "unit"],
  },
  {
    name: "e2e",
    cmd: ci ? [process.execPath, "scripts/e2e-shuffled.mjs"] : [bin("playwright"), "test"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` },
    needs: ["build"],
    after: ["js-budget"],
    report: () => playwrightReport(`${REPORTS}/e2e.json`),
    rerun: (file) => playwrightRerun(file),
  },
];

const startedAt = Date.now();
const results = await runSteps(steps, { keepGoing, logDir: REPORTS });
const clock = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

let passed = 0;
let failed = 0;
const reruns = [];
console.log("\n=== Summary (minutes:seconds from the start)");
for (const [index, result] of results.entries()) {
  const step = steps[index];
  const report = result.startedAt === undefined ? undefined : step.report?.();
  const counts = report?.counts;
  const label = { passed: "PASS", failed: "FAIL", stopped: "STOP", skipped: "SKIP" }[result.status];
  const ran =
    result.startedAt === undefined
      ? `not run: ${result.reason}`
      : `${Math.round((result.endedAt - result.startedAt) / 1000)}s, ${clock(result.startedAt - startedAt)} to ${clock(result.endedAt - startedAt)}`;
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed; ` : "";
  console.log(`${label}  ${result.name.padEnd(10)} ${detail}${ran}`);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (result.status !== "failed") continue;
  if (!counts || counts.failed === 0) failed += 1;
  for (const failure of report?.failures ?? []) console.log(`      ${failure}`);
  const files = report?.files ?? [];
  if (files.length > 0) reruns.push(...files.map((file) => step.rerun(file)));
  else reruns.push(`${step.hint ?? step.cmd.join(" ")}   (output: ${result.log})`);
}
console.log(`\nWall time ${clock(Date.now() - startedAt)}.`);
if (reruns.length > 0) {
  console.log("\nTo run what failed again:");
  for (const command of reruns) console.log(`  ${command}`);
  if (!keepGoing && results.some((r) => r.status !== "passed" && r.status !== "failed")) {
    console.log("  npm test -- --keep-going   (every step, whatever fails)");
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.status === "passed") ? 0 : 1);
