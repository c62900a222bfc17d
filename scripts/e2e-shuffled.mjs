// Runs the e2e suite with its spec files in a seeded random order, to show that no spec depends on
// another having run before it. Playwright has no shuffle option: it runs the files of its test
// directory in the order of their names. So this script writes one small file per spec into
// .tmp/e2e-shuffled/, named with its place in the shuffled order ("007-discovery.spec.ts"), that
// only imports the real spec, and points Playwright at that directory (E2E_TEST_DIR, read by
// playwright.config.ts). Each spec's own top-level settings (test.use) stay scoped to its file.
//
//   npm run test:e2e:shuffled                      a new seed, printed first
//   npm run test:e2e:shuffled -- --seed=12345      the same order again
//   npm run test:e2e:shuffled -- --repeat-each=2   any other argument goes to Playwright
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const SPEC_DIR = "tests/e2e";
const SHUFFLED_DIR = ".tmp/e2e-shuffled";

const args = process.argv.slice(2);
const seedArg = args.find((arg) => arg.startsWith("--seed="));
const seed = seedArg ? Number(seedArg.slice("--seed=".length)) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not ${seedArg}`);
const playwrightArgs = args.filter((arg) => arg !== seedArg);

/** mulberry32: a small seeded generator, so a printed seed gives the same order again. */
function random(seedValue) {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the seeded generator. */
function shuffle(items, next) {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

const specs = readdirSync(SPEC_DIR)
  .filter((name) => name.endsWith(".spec.ts"))
  .sort();
const order = shuffle(specs, random(seed));

rmSync(SHUFFLED_DIR, { recursive: true, force: true });
mkdirSync(SHUFFLED_DIR, { recursive: true });
order.forEach((spec, index) => {
  const target = path.relative(SHUFFLED_DIR, path.join(SPEC_DIR, spec)).split(path.sep).join("/");
  const shim = `${String(index + 1).padStart(3, "0")}-${spec}`;
  writeFileSync(path.join(SHUFFLED_DIR, shim), `import "${target}";\n`);
});

console.log(`e2e specs in shuffled order, seed ${seed} (run again with --seed=${seed}):`);
for (const [index, spec] of order.entries()) console.log(`  ${String(index + 1).padStart(2)}. ${spec}`);

const result = spawnSync(
  process.execPath,
  ["node_modules/@playwright/test/cli.js", "test", "--workers=2", ...playwrightArgs],
  { stdio: "inherit", env: { ...process.env, E2E_TEST_DIR: SHUFFLED_DIR } },
);
console.log(`e2e shuffled run with seed ${seed}: ${result.status === 0 ? "passed" : "failed"}`);
process.exit(result.status ?? 1);
