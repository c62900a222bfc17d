import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { type BenchRow, formatBenchTable, formatMb, formatMs, formatRate } from "./bench-table.ts";
import { startCompiledServer } from "./compiled-server.ts";
import { generateLoad, type LoadResult } from "./load-generator.ts";
import { cpuSeconds } from "./process-cpu.ts";
import { databaseBytes, seedPostgres, seedSqlite } from "./scale-seed.ts";
import { random, searchTerms } from "./scale-talents.ts";
import { POSTGRES_SETTINGS, startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres.ts";

// The scale bench: the database path of the public reads at 10,000 to 1,000,000 talents, on SQLite
// and PostgreSQL. Every request is one the response cache has not seen (a parameter the API ignores
// changes the cache's key), so each figure is the query's, not the cache's.

type Engine = "sqlite" | "postgres";
export type ScaleSize = { engine: Engine; talents: number };

/** What `npm run bench` runs; `--sizes=postgres:1000000,...` chooses others. */
export const DEFAULT_SIZES: ScaleSize[] = [
  { engine: "sqlite", talents: 10_000 },
  { engine: "sqlite", talents: 100_000 },
  { engine: "postgres", talents: 10_000 },
  { engine: "postgres", talents: 100_000 },
];

/** Reads `--sizes=sqlite:10000,postgres:1000000` from the command line, else the default sizes. */
export function scaleSizesFromArgs(args: string[]): ScaleSize[] {
  const option = args.find((arg) => arg.startsWith("--sizes="));
  if (!option) return DEFAULT_SIZES;
  return option
    .slice("--sizes=".length)
    .split(",")
    .map((part) => {
      const [engine, talents] = part.split(":");
      if ((engine !== "sqlite" && engine !== "postgres") || !Number.isInteger(Number(talents))) {
        throw new Error(`--sizes: "${part}" is not <sqlite|postgres>:<talents>`);
      }
      return { engine, talents: Number(talents) };
    });
}

/**
 * `--keep=<dir>`: seeded databases are kept in that directory (PostgreSQL's cluster in `postgres/`,
 * each SQLite size in `sqlite-<talents>/`) and reused by the next run with the same option: migrated
 * to the build's migrations, statistics refreshed, not seeded again (seeding 1,000,000 talents on
 * PostgreSQL takes about 18 minutes). Without it every run seeds scratch databases and removes them.
 */
export function keptDirFromArgs(args: string[]): string | undefined {
  const option = args.find((arg) => arg.startsWith("--keep="));
  return option ? path.resolve(option.slice("--keep=".length)) : undefined;
}

/** Migrates a kept database to this build and refreshes its statistics, as a seeding ends. */
async function refreshKept(target: { dataDir: string } | { databaseUrl: string }) {
  const handle =
    "dataDir" in target
      ? openDatabase({ databaseUrl: undefined, dataDir: target.dataDir })
      : openDatabase({ databaseUrl: target.databaseUrl, dataDir: "" });
  try {
    await migrateToLatest(handle.db);
    if ("dataDir" in target) await sql`pragma optimize`.execute(handle.db);
    else await sql`vacuum analyze`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

const SECONDS = 8;
const CONNECTIONS = 4;
/** A measurement started above this 1-minute load average is repeated once, the calmer run kept. */
const BUSY_LOAD = availableParallelism() * 1.5;
const FILTERED = "category=visual-arts-media&heightMin=170&heightMax=180";
const RADIUS_KM = 50;
/** GeoNames ids: Munich, Berlin, Paris, Madrid, Milan, London, Vienna, Hamburg, Warsaw, Amsterdam, Rome, Prague. */
const RADIUS_CITIES = [
  2867714, 2950159, 2988507, 3117735, 3173435, 2643743, 2761369, 2911298, 756135, 2759794, 3169070, 3067696,
];

/** The p95 budget of a size, if it has one. */
function budgetMs(size: ScaleSize): number | undefined {
  if (size.talents >= 1_000_000) return size.engine === "postgres" ? 150 : undefined;
  if (size.talents >= 100_000) return 50;
  return undefined;
}

/** A wrk script that walks through the paths, each request with a parameter the cache has not seen. */
function walk(paths: string[]): string {
  const list = paths.map((p) => `"${p.replaceAll('"', "%22")}"`).join(",\n  ");
  return `local paths = {\n  ${list}\n}\nlocal n = 0\nrequest = function()\n  n = n + 1\n  local p = paths[(n % #paths) + 1]\n  local sep = string.find(p, "?", 1, true) and "&" or "?"\n  return wrk.format("GET", p .. sep .. "uncached=" .. n)\nend`;
}

const load1 = () => loadavg()[0] ?? 0;

type Measured = LoadResult & { load: number; repeated: boolean; cpuMsPerRequest: number };

/**
 * One figure under load, with the CPU time the server and its database spent per request (a figure
 * the machine's other work changes less than latency); repeated once, after a pause, when the
 * machine was busy at its start.
 */
async function measure(base: string, paths: string[], pids: () => number[]): Promise<Measured> {
  const options = { connections: CONNECTIONS, luaRequest: walk(paths), warmUpSeconds: 0 };
  const run = async () => {
    await generateLoad(`${base}/api/health`, { ...options, seconds: 2 });
    const load = load1();
    const cpuBefore = cpuSeconds(pids());
    const result = await generateLoad(`${base}/api/health`, { ...options, seconds: SECONDS });
    const cpuMsPerRequest = ((cpuSeconds(pids()) - cpuBefore) * 1000) / Math.max(1, result.requests);
    return { ...result, load, repeated: false, cpuMsPerRequest };
  };
  const first = await run();
  if (first.load <= BUSY_LOAD) return first;
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  const second = await run();
  return { ...(second.load < first.load ? second : first), repeated: true };
}

/** Up to `count` approved talents' profile paths, spread over the table. */
async function profilePaths(target: { dataDir: string } | { databaseUrl: string }, count: number) {
  const handle =
    "dataDir" in target
      ? openDatabase({ databaseUrl: undefined, dataDir: target.dataDir })
      : openDatabase({ databaseUrl: target.databaseUrl, dataDir: "" });
  try {
    const rows = await handle.db
      .selectFrom("talents")
      .select("slug")
      .where("status", "=", "approved")
      .orderBy("id")
      .limit(count)
      .execute();
    return rows.map((row) => `/api/talents/by-slug/${encodeURIComponent(row.slug)}`);
  } finally {
    await handle.close();
  }
}

export type ScaleQuery = { what: string; paths: string[] };

/** The public reads the bench loads at each size. */
async function queries(target: { dataDir: string } | { databaseUrl: string }): Promise<ScaleQuery[]> {
  const terms = searchTerms(random(7), 60);
  return [
    { what: "the list, first page", paths: ["/api/talents"] },
    { what: `filtered (${FILTERED})`, paths: [`/api/talents?${FILTERED}`] },
    {
      what: "keyword search (60 names: full, without accents, last name alone)",
      paths: terms.map((term) => `/api/talents?q=${encodeURIComponent(term)}`),
    },
    {
      what: `within ${RADIUS_KM} km of a city (${RADIUS_CITIES.length} cities of Europe)`,
      paths: RADIUS_CITIES.map((place) => `/api/talents?place=${place}&radius=${RADIUS_KM}`),
    },
    { what: "a profile page (200 profiles)", paths: await profilePaths(target, 200) },
  ];
}

const label = (size: ScaleSize) =>
  `${size.engine === "sqlite" ? "SQLite" : "PostgreSQL"} ${size.talents.toLocaleString("en-US")}`;

/** Seeds one size, starts the compiled server on it, loads each query; rows in the table's form. */
async function benchSize(
  buildDir: string,
  size: ScaleSize,
  postgres: ThrowawayPostgres | undefined,
  keptDir: string | undefined,
): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const marker = keptDir && path.join(keptDir, `${size.engine}-${size.talents}.seeded`);
  const reuse = marker !== undefined && existsSync(marker);
  const keptDataDir =
    keptDir && size.engine === "sqlite" ? path.join(keptDir, `sqlite-${size.talents}`) : undefined;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (size.engine === "postgres") {
    if (!postgres) throw new Error("no PostgreSQL server");
    const name = `vitrine_bench_${size.talents}`;
    databaseUrl = postgres.url(name);
    if (!reuse) {
      const admin = new pg.Client({ connectionString: postgres.url("postgres") });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      await admin.end();
    }
    if (!keptDir) {
      dropDatabase = async () => {
        const client = new pg.Client({ connectionString: postgres.url("postgres") });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      };
    }
  }
  if (keptDataDir && !reuse) {
    rmSync(keptDataDir, { recursive: true, force: true });
    mkdirSync(keptDataDir, { recursive: true });
  }
  let seedingMs = 0;
  const server = await startCompiledServer(buildDir, {
    dataDirPrefix: "vitrine-bench-scale-",
    ...(keptDataDir ? { keptDataDir } : {}),
    prepare: async (dataDir) => {
      if (reuse) return refreshKept(databaseUrl ? { databaseUrl } : { dataDir });
      const started = performance.now();
      if (databaseUrl) await seedPostgres(databaseUrl, size.talents);
      else await seedSqlite(dataDir, size.talents);
      seedingMs = performance.now() - started;
      if (marker) writeFileSync(marker, `${new Date().toISOString()}\n`);
    },
    env: {
      SEED_SAMPLE_DATA: "false",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString("hex") } : {}),
    },
  });
  try {
    const target = databaseUrl ? { databaseUrl } : { dataDir: server.dataDir };
    const bytes = await databaseBytes(target);
    const budget = budgetMs(size);
    const rows: BenchRow[] = [
      {
        what: `${label(size)}: database on disk`,
        measured: formatMb(bytes),
        beside: reuse ? "kept from an earlier run" : `seeded in ${Math.round(seedingMs / 1000)} s`,
        budget: "—",
      },
    ];
    // The gazetteer's index is built on the first search by distance (seconds of CPU, ADR 55): built
    // before any figure, so no figure's CPU time or latency holds it.
    const warm = await fetch(`${server.base}/api/talents?place=${RADIUS_CITIES[0]}&radius=${RADIUS_KM}`);
    if (!warm.ok) throw new Error(`the gazetteer's warm-up answered ${warm.status}`);
    await warm.arrayBuffer();
    for (const query of await queries(target)) {
      const result = await measure(server.base, query.paths, () => [
        server.pid,
        ...(postgres && databaseUrl ? [postgres.pid()] : []),
      ]);
      rows.push({
        what: `${label(size)}: ${query.what}`,
        measured: `${formatRate(result.requestsPerSecond)} req/s, p95 ${formatMs(result.p95Ms)} ms, CPU ${result.cpuMsPerRequest.toFixed(1)} ms/req${result.errors ? `, ${result.errors} errors` : ""}`,
        beside: `load ${result.load.toFixed(2)}${result.repeated ? " (busy: measured twice, the calmer run kept)" : ""}`,
        budget: budget ? `p95 < ${budget} ms` : "—",
        within: budget ? result.errors === 0 && result.p95Ms < budget : undefined,
      });
    }
    return { rows, notes: [] };
  } finally {
    await server.stop();
    await dropDatabase();
  }
}

/**
 * The scale section of `npm run bench`: each size's database on disk and its public reads as
 * requests per second and p95, each beside the load average at its start.
 */
export async function benchScale(
  buildDir: string,
  sizes: ScaleSize[] = scaleSizesFromArgs(process.argv),
  keptDir: string | undefined = keptDirFromArgs(process.argv),
): Promise<{ rows: BenchRow[]; notes: string[] }> {
  if (keptDir) mkdirSync(keptDir, { recursive: true });
  const postgres = sizes.some((size) => size.engine === "postgres")
    ? await startThrowawayPostgres(keptDir && path.join(keptDir, "postgres"))
    : undefined;
  try {
    const rows: BenchRow[] = [];
    for (const size of sizes) {
      const sizeRows = (await benchSize(buildDir, size, postgres, keptDir)).rows;
      // Each size's rows as soon as they are measured: a long run's figures survive a later failure.
      console.error(`\n${formatBenchTable(sizeRows)}\n`);
      rows.push(...sizeRows);
    }
    const notes = [
      `Scale: each figure ${SECONDS} s of load after 2 s of warm-up, ${CONNECTIONS} connections, every request a query the response cache has not seen; "load" is the 1-minute load average at its start (${availableParallelism()} cores); CPU is the server's and the database's CPU time per request (Linux /proc).`,
      ...(postgres ? [`Scale: PostgreSQL with ${POSTGRES_SETTINGS}.`] : []),
    ];
    return { rows, notes };
  } finally {
    postgres?.stop();
  }
}
