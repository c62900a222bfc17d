// The gazetteer's cost (ADR 55): time to build the in-memory index at first use, the memory it
// holds, and the time of a search and of a lookup by id. Run alone, in a fresh process:
//   node_modules/.bin/tsx scripts/bench/places.bench.ts
import { loadGazetteer } from "#server/places/gazetteer";
import { placeCoordinates } from "#server/places/place-lookup";
import { unambiguousPlace } from "#server/places/place-match";
import { searchPlaces } from "#server/places/place-search";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;

gc?.();
const before = process.memoryUsage();
const started = performance.now();
const g = loadGazetteer();
const built = performance.now() - started;
gc?.();
const after = process.memoryUsage();
console.log(`places ${g.size}, keys ${g.keys.length}`);
console.log(`build: ${built.toFixed(0)} ms`);
console.log(`RSS: ${mb(before.rss)} before, ${mb(after.rss)} after (+${mb(after.rss - before.rss)})`);
console.log(`heap used: +${mb(after.heapUsed - before.heapUsed)}`);

function time(label: string, runs: number, run: (i: number) => unknown) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    run(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  console.log(
    `${label}: median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
  );
}

const queries = ["M", "Mü", "Münch", "muenchen", "Ber", "San", "S", "Springfield", "Frankfurt am", "xqz"];
for (const q of queries) time(`search "${q}"`, 200, () => searchPlaces(q, "de"));
time("lookup by id", 10_000, () => placeCoordinates(2867714));
time("unambiguousPlace", 1_000, (i) => unambiguousPlace(i % 2 ? "München" : "Springfield"));
