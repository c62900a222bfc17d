import { existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The build folder this code runs from (`dist/builds/<id>/server/main.js` sits beside
 * `dist/builds/<id>/build.json`), or undefined when it runs from the TypeScript sources.
 */
export function runningBuildDir(moduleUrl: string): string | undefined {
  const dir = path.resolve(path.dirname(realpathSync(fileURLToPath(moduleUrl))), "..");
  return existsSync(path.join(dir, "build.json")) ? dir : undefined;
}

/**
 * Marks a build as served from by this process until it exits, so that pruning old builds
 * (scripts/build/build-dirs.mjs) leaves its client files and worker in place.
 */
export function markBuildInUse(dir: string): void {
  const mark = path.join(dir, "in-use", String(process.pid));
  mkdirSync(path.dirname(mark), { recursive: true });
  writeFileSync(mark, "");
  process.once("exit", () => rmSync(mark, { force: true }));
}
