// The first-visit JavaScript of the public pages (at most 150 KiB Brotli), shared by the budget
// check that `npm test` runs (scripts/check-js-budget.mjs) and by `npm run bench`: for `/`, `/talents`
// and a profile page, the scripts a first visit loads before the page works (the entry, the page's lazy
// route chunk and everything both import statically, which the server preloads, ADR 32), summed as
// the Brotli files the server sends; the same in both languages, since a server-rendered page's
// messages come in its HTML with its data and its language's catalogs follow after it hydrates
// (ADR 45). Chunks loaded later, on use (the lightbox, the carousel, dialogs, toasts), do not count.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";

export const JS_BUDGET_BYTES = 150 * 1024;

/** The page modules of the three first visits (as `handle.module` in src/client/app/router.tsx). */
export const FIRST_VISIT_PAGES = {
  "/": "src/client/app/pages/home/home-page.tsx",
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

/** The size the server sends a file in: its precompressed Brotli copy, or the file compressed now. */
export const brotliSize = (file) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length;

/** Each page's first-visit scripts, their compressed size, and whether it is within the budget. */
export function measureFirstVisitJs(clientDir) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8"));
  return Object.entries(FIRST_VISIT_PAGES).map(([page, module]) => {
    const files = firstVisitScripts(manifest, module);
    const bytes = files.reduce((sum, file) => sum + brotliSize(path.join(clientDir, file)), 0);
    return { page, files, bytes, within: bytes <= JS_BUDGET_BYTES };
  });
}

/** The source maps in a built client, which the server would serve. */
export const sourceMaps = (clientDir) =>
  readdirSync(clientDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".map"));
