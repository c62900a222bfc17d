// The build folders (ADR 23): every build goes into a fresh dist/builds/<id>/ (client/, server/,
// build.json), and dist/current is a symlink switched atomically to the newest complete one. A running
// server marks the build it serves from with dist/builds/<id>/in-use/<pid> (src/server/build-dir.ts),
// so pruning never removes a build that an instance still reads its files from.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project folder; every path here is inside it, whatever the working directory. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const DIST = path.join(ROOT, "dist");
const INCOMPLETE_MAX_AGE_MS = 60 * 60 * 1000;

/** A fresh, empty folder for one build; its name sorts by time. */
export function createBuildDir(dist = DIST) {
  const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`;
  const dir = path.join(dist, "builds", id);
  mkdirSync(dir, { recursive: true });
  return { id, dir };
}

/** The build dist/current points at, if it is complete. */
export function currentBuild(dist = DIST) {
  const current = path.join(dist, "current");
  if (!existsSync(path.join(current, "build.json"))) return undefined;
  const info = JSON.parse(readFileSync(path.join(current, "build.json"), "utf8"));
  return { ...info, dir: path.join(dist, "builds", info.id) };
}

/** Points dist/current at a build in one rename, so a reader sees the old build or the new one, never neither. */
export function switchCurrent(id, dist = DIST) {
  const current = path.join(dist, "current");
  const temporary = `${current}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(path.join("builds", id), temporary);
  renameSync(temporary, current);
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
};

/** Whether a live process still serves from this build. */
function inUse(dir) {
  const marks = path.join(dir, "in-use");
  if (!existsSync(marks)) return false;
  return readdirSync(marks).some((name) => /^\d+$/.test(name) && isAlive(Number(name)));
}

/**
 * Removes old builds: keeps the current one and the one before it (a quick way back), and any build
 * a running instance serves from. Unfinished builds are left alone for an hour (one may be under way).
 */
export function pruneBuilds(dist = DIST) {
  const builds = path.join(dist, "builds");
  if (!existsSync(builds)) return [];
  const current = currentBuild(dist)?.id;
  const complete = readdirSync(builds)
    .filter((id) => existsSync(path.join(builds, id, "build.json")))
    .sort();
  const previous = complete.filter((id) => id < (current ?? "")).at(-1);
  const removed = [];
  for (const id of readdirSync(builds)) {
    const dir = path.join(builds, id);
    if (id === current || id === previous || inUse(dir)) continue;
    const finished = complete.includes(id);
    if (!finished && Date.now() - statSync(dir).mtimeMs < INCOMPLETE_MAX_AGE_MS) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}
