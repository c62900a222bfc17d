// The first-visit JavaScript budget (issue 13), run by `npm test` after the build: for `/`, `/talents`
// and a profile page, the scripts a first visit loads before the page works (the entry, the page's
// lazy route chunk and everything both import statically, which the server preloads, ADR 32),
// summed as the Brotli files the server sends. Chunks loaded later, on use (the lightbox, the
// carousel, dialogs, toasts), do not count. Fails when a page needs more than 150 KiB, or when the
// built client holds a source map.
//   node scripts/check-js-budget.mjs [client dir]   (default: dist/current/client)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync } from "node:zlib";

export const JS_BUDGET_BYTES = 150 * 1024;

/** The page modules of the three first visits (as `handle.module` in src/client/app/router.tsx). */
export const FIRST_VISIT_PAGES = {
  "/": "src/client/features/home/pages/home-page.tsx",
  "/talents": "src/client/features/talents/pages/talents-page.tsx",
  "a profile page": "src/client/features/talents/pages/talent-profile-page.tsx",
};

/** The files (entry first) that a first visit of the page module loads, from Vite's manifest. */
export function firstVisitScripts(manifest, pageModule) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error("The client manifest has no entry.");
  if (!manifest[pageModule]) throw new Error(`The client manifest has no chunk for ${pageModule}.`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  visit(pageModule);
  return [...seen].map((key) => manifest[key].file);
}

const brotliSize = (file) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length;

/** Each page's first-visit scripts and their compressed size. */
export function measureFirstVisitJs(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8"));
  return Object.entries(FIRST_VISIT_PAGES).map(([page, module]) => {
    const files = firstVisitScripts(manifest, module);
    const bytes = files.reduce((sum, file) => sum + brotliSize(path.join(clientDir, file)), 0);
    return { page, files, bytes };
  });
}

const sourceMaps = (dir) =>
  readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith(".map"));

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const clientDir = process.argv[2] ?? "dist/current/client";
  let ok = true;
  for (const { page, files, bytes } of measureFirstVisitJs(clientDir)) {
    const within = bytes <= JS_BUDGET_BYTES;
    ok &&= within;
    console.log(
      `${within ? "ok  " : "OVER"} ${page}: ${(bytes / 1024).toFixed(1)} KiB of JavaScript (Brotli) in ${files.length} files; budget ${JS_BUDGET_BYTES / 1024} KiB`,
    );
  }
  const maps = sourceMaps(clientDir);
  if (maps.length) {
    ok = false;
    console.log(`The built client holds source maps, which would be served: ${maps.join(", ")}`);
  }
  process.exit(ok ? 0 : 1);
}
