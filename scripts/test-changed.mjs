// `npm run test:changed`: the tests a change touches, against `main` on a branch and against HEAD on
// main (so what is not committed yet), untracked files included.
//   - Vitest's unit, DOM and server tests that import a changed file (`vitest run --changed`);
//   - the end-to-end specs that changed or import a changed file (their support, the server modules
//     the session fixture uses), with Playwright's `--only-changed`. A change to the app's pages alone
//     starts no browser: the full suite (`npm test`) covers those.
//   npm run test:changed                    against main (or HEAD on main)
//   npm run test:changed -- --base=<ref>    against another commit or branch
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const baseArg = args.find((arg) => arg.startsWith("--base="));
const unknown = args.filter((arg) => arg !== baseArg);
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(" ")}. The only one is --base=<ref>.`);
  process.exit(2);
}

const git = (...gitArgs) => spawnSync("git", gitArgs, { encoding: "utf8" });
const branch = git("rev-parse", "--abbrev-ref", "HEAD").stdout.trim();
const hasMain = git("rev-parse", "--verify", "--quiet", "main").status === 0;
const base = baseArg ? baseArg.slice("--base=".length) : hasMain && branch !== "main" ? "main" : "HEAD";

/** Runs a command with the terminal, and returns its exit code. */
const run = (cmd, cmdArgs) => {
  console.log(`\n$ ${[cmd, ...cmdArgs].join(" ")}`);
  return spawnSync(cmd, cmdArgs, { stdio: "inherit" }).status ?? 1;
};

console.log(`Tests of what changed against ${base} (committed, staged, unstaged and untracked files).`);
const vitest = run("node_modules/.bin/vitest", [
  "run",
  "--project",
  "unit",
  "--project",
  "client",
  "--project=server*",
  `--changed=${base}`,
  "--passWithNoTests",
]);

// Listing starts no app: the e2e apps are started only when a spec is to run.
const listed = spawnSync(
  "node_modules/.bin/playwright",
  ["test", "--list", `--only-changed=${base}`, "--pass-with-no-tests", "--reporter=json"],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
let specs = [];
try {
  const collect = (suite) => [
    ...(suite.specs ?? []).map((spec) => spec.file),
    ...(suite.suites ?? []).flatMap(collect),
  ];
  specs = [...new Set(JSON.parse(listed.stdout).suites.flatMap(collect))];
} catch {
  console.error(`Could not list the changed e2e specs:\n${listed.stderr || listed.stdout}`);
  process.exit(1);
}
let e2e = 0;
if (specs.length === 0) {
  console.log("\nNo end-to-end spec changed, nor a file one imports: no e2e run.");
} else {
  console.log(`\nEnd-to-end specs touched: ${specs.join(", ")}`);
  e2e = run("node_modules/.bin/playwright", ["test", `--only-changed=${base}`]);
}
process.exit(vitest || e2e);
