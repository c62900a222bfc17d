// `npm run test:changed`: the tests a change touches, against `main` on a branch and against HEAD on
// main (so what is not committed yet), staged, unstaged and untracked files included.
//   - the unit, DOM and server tests that import a changed file or sit beside it, not counting the
//     imports through the app's composition, which every server test loads
//     (scripts/test-changed/related-tests.mjs); a change to package.json, a tsconfig or a Vitest or
//     Vite config runs them all;
//   - the end-to-end specs that changed or import a changed file (their support, the server modules
//     the session fixture uses), with Playwright's `--only-changed`. A change to the app's pages alone
//     starts no browser: `npm test` runs the whole suite.
//   npm run test:changed                    against main (or HEAD on main)
//   npm run test:changed -- --base=<ref>    against another commit or branch
import { spawnSync } from "node:child_process";
import { readSources, relatedTests } from "./test-changed/related-tests.mjs";

const args = process.argv.slice(2);
const baseArg = args.find((arg) => arg.startsWith("--base="));
const unknown = args.filter((arg) => arg !== baseArg);
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(" ")}. The only one is --base=<ref>.`);
  process.exit(2);
}

const git = (...gitArgs) => {
  const result = spawnSync("git", gitArgs, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${gitArgs.join(" ")}: ${result.stderr}`);
  return result.stdout.split("\n").filter(Boolean);
};
const [branch] = git("rev-parse", "--abbrev-ref", "HEAD");
const hasMain = spawnSync("git", ["rev-parse", "--verify", "--quiet", "main"]).status === 0;
const base = baseArg ? baseArg.slice("--base=".length) : hasMain && branch !== "main" ? "main" : "HEAD";
const [since] = git("merge-base", base, "HEAD");
const changed = [
  ...new Set([...git("diff", "--name-only", since), ...git("ls-files", "--others", "--exclude-standard")]),
];

/** Runs a command with the terminal, and returns its exit code. */
const run = (cmd, cmdArgs) => {
  console.log(`\n$ ${[cmd, ...cmdArgs].join(" ")}`);
  return spawnSync(cmd, cmdArgs, { stdio: "inherit" }).status ?? 1;
};

console.log(`${changed.length} file(s) changed against ${base}.`);
const tests = relatedTests(changed, readSources());
let vitest = 0;
const projects = ["--project", "unit", "--project=client*", "--project=server*"];
if (tests === "all") {
  console.log("A change concerns every test: all of Vitest's.");
  vitest = run("node_modules/.bin/vitest", ["run", ...projects]);
} else if (tests.length === 0) {
  console.log("No Vitest file imports a changed file or sits beside one.");
} else {
  vitest = run("node_modules/.bin/vitest", ["run", ...projects, ...tests]);
}

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
