// `npm run bench`: one table of speed and size figures, each beside its budget, measured in one
// run against the compiled server (never as timed tests): the client's (Lighthouse, first-visit
// JavaScript), then the server's, then the comp card's. `npm run bench -- lighthouse` prints the
// client's rows alone, `npm run bench -- comp-card` the comp card's, `-- review-checks` the review
// checks', `-- server` the server's (BENCH_ROUNDS, BENCH_SECONDS: how long it loads);
// `npm run bench -- scale` the database path at 10,000 and 100,000 talents on SQLite and PostgreSQL
// (`-- scale --sizes=postgres:1000000` other sizes; PostgreSQL runs as a throwaway server, as root);
// `npm run bench -- images` prints the image pipeline's detail instead. Figures depend on the
// machine: the load average is printed too.
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { type BenchRow, formatBenchTable } from "./bench/bench-table.ts";
import { benchClient } from "./bench/client.bench.ts";
import { benchCompCard } from "./bench/comp-card.bench.ts";
import { benchImagePipeline } from "./bench/image-pipeline.bench.ts";
import { loadGeneratorName } from "./bench/load-generator.ts";
import { benchReviewChecks } from "./bench/review-checks.bench.ts";
import { benchScale } from "./bench/scale.bench.ts";
import { benchServer, currentBuildDir } from "./bench/server.bench.ts";

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

if (process.argv[2] === "images") {
  await benchImagePipeline();
} else {
  const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const startLoad = loadAverage();
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  // Each section adds its rows. The client's go first, before the server's load has warmed anything.
  const only = {
    lighthouse: [benchClient],
    "comp-card": [benchCompCard],
    "review-checks": [benchReviewChecks],
    server: [benchServer],
    scale: [benchScale],
  }[process.argv[2] ?? ""];
  const sections = only ?? [benchClient, benchServer, benchScale, benchCompCard, benchReviewChecks];
  for (const section of sections) {
    const { rows: sectionRows, notes: sectionNotes } = await section(currentBuildDir());
    rows.push(...sectionRows);
    notes.push(...sectionNotes);
  }

  console.log(`\n${formatBenchTable(rows)}\n`);
  for (const note of notes) console.log(`- ${note}`);
  if (sections.includes(benchServer)) console.log(`- Load generator: ${loadGeneratorName}.`);
  console.log(`- Load average (1, 5, 15 min): ${startLoad} at the start, ${loadAverage()} at the end.`);
  const outside = rows.filter((row) => row.within === false);
  if (outside.length) console.log(`- Outside the budget: ${outside.map((row) => row.what).join("; ")}.`);
}
