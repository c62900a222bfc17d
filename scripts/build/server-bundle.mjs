// Compiles the server's TypeScript into one ES module per entry with esbuild. Packages stay in
// node_modules (imported at run time); our own code, src/shared and the repository's own packages
// (packages/*, TypeScript sources) included, is bundled.
import { copyFileSync } from "node:fs";
import path from "node:path";
import { build, stop } from "esbuild";
import { ROOT } from "./build-dirs.mjs";

/** Entry points of the server build: what `node <build>/server/<name>.js` runs. */
const ENTRIES = { main: path.join(ROOT, "src/server/main.ts") };
/**
 * The server renders the public pages with the client's React code (ADR 32). What only a browser
 * bundle understands, styles and Vite's `?worker` imports, reaches no server-rendered page, and
 * becomes an empty module here.
 */
const browserOnlyImports = {
  name: "browser-only-imports",
  setup(build) {
    build.onResolve({ filter: /\.css$|\?worker$/ }, (args) => ({
      path: args.path,
      namespace: "browser-only",
    }));
    build.onLoad({ filter: /.*/, namespace: "browser-only" }, () => ({
      contents: "export default undefined;",
      loader: "js",
    }));
  },
};

/**
 * Every package import stays an import at run time, but for the repository's own packages
 * (`@vitrine/*`, linked from packages/ by npm's workspaces), whose TypeScript Node cannot run.
 */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith("@vitrine/") ? undefined : { path: args.path, external: true },
    );
  },
};

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
    // Dynamic imports stay lazy chunks: the pages (and React) load with the first page rendered.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    plugins: [browserOnlyImports, externalPackages],
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
