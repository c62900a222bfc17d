// A fingerprint of everything a build is made from, so `npm start` can tell a build that matches
// the sources from one that does not, by content rather than by file times (a copy or a checkout
// changes the times of unchanged files).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./build-dirs.mjs";

const INPUTS = [
  "src",
  "packages",
  "public",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build.mjs",
  "scripts/build",
];
/** Tests are not part of a build; editing one must not make the next start rebuild. */
const isTest = (file) => /\.test\.tsx?$/.test(file);

function filesUnder(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((child) => filesUnder(path.join(entry, child)));
}

/** Whether the sources are here at all (a deployment may carry only the build). */
export const sourcesPresent = () => existsSync(path.join(ROOT, "src/server/main.ts"));

export function sourceHash() {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((input) => filesUnder(path.join(ROOT, input)))) {
    if (isTest(file)) continue;
    hash.update(path.relative(ROOT, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}
