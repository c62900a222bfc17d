// Which Vitest files a change touches, for `npm run test:changed`. A test is touched when it is
// itself changed, when it imports a changed file (directly or through other files), or when it sits
// beside a changed file (in the same folder, or the same server feature). The imports are followed
// upwards from each changed file but not past the app's composition (src/server/app.ts and
// app-deps.ts): every server test builds the whole app, so through it every change would touch every
// server test, which is what `npm test` runs.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Files that compose the whole app: followed only when they changed themselves. */
export const COMPOSITION = ["src/server/app.ts", "src/server/app-deps.ts"];
/** A change here may change how every test runs: run them all. */
export const EVERYTHING =
  /^(package\.json|package-lock\.json|tsconfig\.json|vitest\.config\.ts|vite\.config\.ts|tests\/support\/console-errors\.ts|tests\/support\/dom-setup\.ts)$/;
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;
const ROOTS = ["src", "scripts", "packages", "tests"];

/** Static imports and re-exports (not type-only ones, which leave nothing at run time) and dynamic imports. */
const IMPORT =
  /(?:import|export)\s+(?!type\s)[^"';]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

/** The repository's file an import names, or undefined for a package's. */
export function resolveImport(from, specifier, exists) {
  const aliases = {
    "#shared/": "src/shared/",
    "#server/": "src/server/",
    "#client/": "src/client/",
    "#tests/": "tests/",
  };
  let target;
  if (specifier.startsWith(".")) target = path.posix.join(path.posix.dirname(from), specifier);
  else {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    if (!alias) return undefined;
    target = aliases[alias] + specifier.slice(alias.length);
  }
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    if (exists(candidate)) return candidate;
  }
  return undefined;
}

/** Every file's importers, from the files' texts (`files`: path to text). */
export function importersOf(files) {
  const importers = new Map();
  const exists = (file) => files.has(file);
  for (const [file, text] of files) {
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? match[3], exists);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  }
  return importers;
}

/** Whether a test sits beside a file: in its server feature (subfolders too), or else in its folder. */
const beside = (test, file) => {
  const feature = file.match(/^src\/server\/features\/[^/]+\//)?.[0];
  return feature ? test.startsWith(feature) : path.posix.dirname(test) === path.posix.dirname(file);
};

/**
 * The test files touched by the changed files, or "all" when a change concerns every test.
 * @param {string[]} changed paths relative to the repository, with "/"
 * @param {Map<string, string>} files every source file's text, by path
 */
export function relatedTests(changed, files) {
  if (changed.some((file) => EVERYTHING.test(file))) return "all";
  const importers = importersOf(files);
  const tests = new Set();
  const seen = new Set();
  const queue = changed.filter((file) => files.has(file));
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    if (TEST.test(file)) tests.add(file);
    if (COMPOSITION.includes(file) && !changed.includes(file)) continue;
    for (const importer of importers.get(file) ?? []) queue.push(importer);
  }
  for (const file of changed) {
    if (!SOURCE.test(file) || TEST.test(file) || !files.has(file)) continue;
    for (const candidate of files.keys()) {
      if (TEST.test(candidate) && beside(candidate, file)) tests.add(candidate);
    }
  }
  return [...tests].filter((file) => !file.startsWith("tests/e2e/")).sort();
}

/** Every source file of the repository that tests may import, with its text. */
export function readSources(root = process.cwd()) {
  const files = new Map();
  const walk = (dir) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (SOURCE.test(entry.name)) files.set(rel, readFileSync(path.join(root, rel), "utf8"));
    }
  };
  for (const dir of ROOTS) walk(dir);
  return files;
}
