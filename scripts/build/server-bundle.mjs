// Compiles the server's TypeScript into one ES module per entry with esbuild. Packages stay in
// node_modules (imported at run time); our own code, src/shared included, is bundled.
import { copyFileSync } from "node:fs";
import path from "node:path";
import { build, stop } from "esbuild";
import { ROOT } from "./build-dirs.mjs";

/** Entry points of the server build: what `node <build>/server/<name>.js` runs. */
const ENTRIES = { main: path.join(ROOT, "src/server/main.ts") };
/** Files the server loads by URL next to its code (new URL("./x", import.meta.url)). */
const BESIDE_THE_CODE = ["src/server/media/heic-decode.worker.mjs"];

export async function buildServer(outDir) {
  await build({
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    // Stack traces point at the TypeScript sources (node --enable-source-maps); never served.
    sourcemap: true,
    logLevel: "warning",
    absWorkingDir: ROOT,
  });
  // esbuild keeps a helper process for further builds; `npm start` lives on, so end it now.
  await stop();
  for (const file of BESIDE_THE_CODE) {
    copyFileSync(path.join(ROOT, file), path.join(outDir, path.basename(file)));
  }
}
