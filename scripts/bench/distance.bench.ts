// The search by distance (ADR 56) at 10,000 approved talents with places across Europe: the first
// page of GET /api/talents's query near Munich at each radius, on SQLite (R*Tree + haversine) and,
// when TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL (earthdistance + GiST), with the
// query plans. Builds throw-away databases:
//   node_modules/.bin/tsx scripts/bench/distance.bench.ts
//   scripts/with-postgres.sh node_modules/.bin/tsx scripts/bench/distance.bench.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { openDatabase, openSqlite } from "#server/db/database";
import { isPostgres } from "#server/db/dialect";
import { migrateToLatest } from "#server/db/migrate";
import type { Database } from "#server/db/schema";
import { distanceFilter } from "#server/features/talents/talent-distance.sql";
import {
  listApprovedTalentCards,
  listMatchingTalentCards,
} from "#server/features/talents/talents-query.repository";
import { noTalentFilters } from "#shared/talents/talent-filter-params";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createPostgresDatabase } from "#tests/support/test-database";

const TALENTS = 10_000;
const RUNS = 30;
const MUNICH = { latitude: 48.13743, longitude: 11.57549 };
const NO_FILTERS = noTalentFilters();

/** A seeded generator, so each run measures the same talents. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(db: Kysely<Database>) {
  const random = mulberry32(56);
  const records = Array.from({ length: TALENTS }, () => talentRecord());
  for (let i = 0; i < records.length; i += 1000) await insertTalents(db, records.slice(i, i + 1000));
  await db.transaction().execute(async (trx) => {
    for (const record of records) {
      // Europe, 36-60° N, 9° W-30° E: about 2 talents per 1,000 km² (Munich's 50 km hold a few dozen).
      const place = { latitude: 36 + random() * 24, longitude: -9 + random() * 39 };
      await trx.updateTable("talents").set(place).where("id", "=", record.id).execute();
    }
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(name: string, db: Kysely<Database>) {
  const postgres = isPostgres(db);
  if (postgres) await sql`analyze talents`.execute(db);
  else await sql`analyze`.execute(db);
  console.log(`\n## ${name}, ${TALENTS} talents\n`);
  console.log("| radius | matches | first page (24), median | first page with every match counted, median |");
  console.log("| --- | --- | --- | --- |");
  for (const km of [10, 25, 50, 100, 250]) {
    const distance = distanceFilter(MUNICH, km);
    const pageTimes: number[] = [];
    const countTimes: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run += 1) {
      let t0 = performance.now();
      await listApprovedTalentCards(db, NO_FILTERS, 24, undefined, distance);
      pageTimes.push(performance.now() - t0);
      t0 = performance.now();
      // Every match counted (no bound), with the page from the same read, as the list reads a search
      // of fewer matches than the count's bound.
      const counted = await listMatchingTalentCards(
        db,
        NO_FILTERS,
        24,
        undefined,
        distance,
        Number.MAX_SAFE_INTEGER - 1,
      );
      total = counted.total.count;
      countTimes.push(performance.now() - t0);
    }
    console.log(
      `| ${km} km | ${total} | ${median(pageTimes).toFixed(2)} ms | ${median(countTimes).toFixed(2)} ms |`,
    );
  }
}

async function explain(db: Kysely<Database>) {
  const postgres = isPostgres(db);
  const { distanceCondition } = await import("#server/features/talents/talent-distance.sql");
  const query = db
    .selectFrom("talents")
    .select("talents.id")
    .where((eb) =>
      eb.and([
        eb("talents.status", "=", "approved"),
        distanceCondition(eb, distanceFilter(MUNICH, 50), postgres),
      ]),
    )
    .compile();
  const prefix = postgres ? "explain (analyze, costs off, timing off) " : "explain query plan ";
  const result = await sql
    .raw<Record<string, unknown>>(prefix + interpolate(query.sql, query.parameters, postgres))
    .execute(db);
  console.log("\nPlan of the filter at 50 km:\n```");
  for (const row of result.rows) console.log(postgres ? row["QUERY PLAN"] : `${row.detail}`);
  console.log("```");
}

/** The statement with its parameters written in, for EXPLAIN (numbers and plain strings only). */
function interpolate(text: string, parameters: readonly unknown[], postgres: boolean) {
  const literal = (value: unknown) => (typeof value === "number" ? String(value) : `'${String(value)}'`);
  if (postgres) return text.replace(/\$(\d+)/g, (_m, n: string) => literal(parameters[Number(n) - 1]));
  let i = 0;
  return text.replace(/\?/g, () => literal(parameters[i++]));
}

const dir = mkdtempSync(path.join(tmpdir(), "distance-bench-"));
const sqlite = openSqlite(path.join(dir, "distance.db"));
await migrateToLatest(sqlite.db);
await seed(sqlite.db);
await measure("SQLite (R*Tree, haversine)", sqlite.db);
await explain(sqlite.db);
await sqlite.close();

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const database = await createPostgresDatabase(serverUrl, "distance_bench");
  const postgres = openDatabase({ databaseUrl: database.url, dataDir: dir });
  await migrateToLatest(postgres.db);
  await seed(postgres.db);
  await measure("PostgreSQL (earthdistance, GiST)", postgres.db);
  await explain(postgres.db);
  await postgres.close();
  await database.drop();
}
rmSync(dir, { recursive: true, force: true });
