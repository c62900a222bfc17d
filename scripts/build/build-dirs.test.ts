import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentBuild, pruneBuilds, switchCurrent } from "./build-dirs.mjs";

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "vitrine-dist-"));
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

/** A finished build folder, as scripts/build.mjs leaves it. */
function build(id: string, options: { complete?: boolean; servedBy?: number } = {}) {
  const dir = path.join(dist, "builds", id);
  mkdirSync(path.join(dir, "client"), { recursive: true });
  writeFileSync(path.join(dir, "client", "index.html"), "<!doctype html>");
  if (options.complete !== false) {
    writeFileSync(path.join(dir, "build.json"), JSON.stringify({ id, sourceHash: "x", builtAt: "" }));
  }
  if (options.servedBy) {
    mkdirSync(path.join(dir, "in-use"), { recursive: true });
    writeFileSync(path.join(dir, "in-use", String(options.servedBy)), "");
  }
  return dir;
}

/** A process id that is certainly not running: one that has just ended. */
const endedPid = () => spawnSync(process.execPath, ["-e", ""]).pid ?? 0;
const exists = (id: string) => existsSync(path.join(dist, "builds", id));

describe("build folders", () => {
  it("points current at a build by a relative link, replacing the previous link", () => {
    build("b1");
    build("b2");
    switchCurrent("b1", dist);
    switchCurrent("b2", dist);
    expect(readlinkSync(path.join(dist, "current"))).toBe(path.join("builds", "b2"));
    expect(currentBuild(dist)?.id).toBe("b2");
  });

  it("keeps the current build, the one before it and any build a live process serves from", () => {
    build("b1", { servedBy: process.pid });
    build("b2", { servedBy: endedPid() });
    build("b3");
    build("b4");
    build("b5");
    switchCurrent("b5", dist);
    expect(pruneBuilds(dist).sort()).toEqual(["b2", "b3"]);
    expect(["b1", "b4", "b5"].every(exists)).toBe(true);
  });

  it("leaves an unfinished build alone for an hour, as it may still be under way", () => {
    build("b1");
    build("b2", { complete: false });
    const stale = build("b0", { complete: false });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    switchCurrent("b1", dist);
    expect(pruneBuilds(dist)).toEqual(["b0"]);
    expect(exists("b2")).toBe(true);
  });
});
