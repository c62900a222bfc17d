// `npm run build`: builds the web client (Vite) and the server (esbuild) into a fresh
// dist/builds/<id>/, then switches dist/current to it and prunes old builds (ADR 23).
//   node scripts/build.mjs               always builds
//   node scripts/build.mjs --if-missing  builds only when there is no complete build
//   node scripts/build.mjs --if-stale    builds when there is none or it was made from other sources
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createBuildDir, currentBuild, pruneBuilds, ROOT, switchCurrent } from "./build/build-dirs.mjs";
import { precompressAssets } from "./build/precompress.mjs";
import { buildServer } from "./build/server-bundle.mjs";
import { sourceHash, sourcesPresent } from "./build/source-hash.mjs";

function buildClient(outDir) {
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { stdio: "inherit", cwd: ROOT },
  );
  if (result.status !== 0) throw new Error("The web client could not be built.");
  precompressAssets(path.join(outDir, "assets"));
}

/** Builds everything into a new folder and makes it current; returns the build. */
export async function buildAll() {
  const started = Date.now();
  const hash = sourceHash();
  const { id, dir } = createBuildDir();
  try {
    console.log(`Building the server and the web client into ${path.relative(ROOT, dir)} ...`);
    await buildServer(path.join(dir, "server"));
    buildClient(path.join(dir, "client"));
    writeFileSync(
      path.join(dir, "build.json"),
      `${JSON.stringify({ id, sourceHash: hash, builtAt: new Date().toISOString() }, null, 2)}\n`,
    );
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  switchCurrent(id);
  const removed = pruneBuilds();
  console.log(
    `Build ${id} is current (${((Date.now() - started) / 1000).toFixed(1)} s)${removed.length ? `; removed ${removed.length} old build(s)` : ""}.`,
  );
  return currentBuild();
}

/** The current build, building first when it is missing (or, with ifStale, made from other sources). */
export async function ensureBuild({ ifStale }) {
  const current = currentBuild();
  if (!current) return buildAll();
  if (ifStale && sourcesPresent() && current.sourceHash !== sourceHash()) {
    console.log("The sources changed since the last build.");
    return buildAll();
  }
  return current;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const flag = process.argv[2];
    if (flag === "--if-missing") await ensureBuild({ ifStale: false });
    else if (flag === "--if-stale") await ensureBuild({ ifStale: true });
    else await buildAll();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
