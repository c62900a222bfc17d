// The first-visit JavaScript budget, run by `npm test` after the build: fails when the
// first visit of `/`, `/talents` or a profile page needs more than 150 KiB of JavaScript (Brotli), or
// when the built client holds a source map. What counts is in scripts/build/first-visit-js.mjs, which
// `npm run bench` reports from too.
//   node scripts/check-js-budget.mjs [client dir]   (default: dist/current/client)
import { JS_BUDGET_BYTES, measureFirstVisitJs, sourceMaps } from "./build/first-visit-js.mjs";

const clientDir = process.argv[2] ?? "dist/current/client";
let ok = true;
for (const { page, files, bytes, within } of measureFirstVisitJs(clientDir)) {
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
