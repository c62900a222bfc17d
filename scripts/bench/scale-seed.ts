import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase, openSqlite } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { random, type ScaleTalent, scaleTalent } from "./scale-talents.ts";

const BATCH = 5000;
const SEED = 42;

function* batches(count: number): Generator<ScaleTalent[]> {
  const rand = random(SEED);
  for (let start = 0; start < count; start += BATCH) {
    yield Array.from({ length: Math.min(BATCH, count - start) }, (_, i) =>
      scaleTalent(rand, start + i, count),
    );
  }
}

/**
 * Fills DATA_DIR's SQLite database with `count` bench talents: migrated as the server would, then
 * rows written with prepared statements, 5,000 to a transaction (the search index's triggers run as
 * they would for the app's writes); then SQLite's statistics (PRAGMA optimize).
 */
export async function seedSqlite(dataDir: string, count: number): Promise<void> {
  const file = path.join(dataDir, "vitrine.db");
  const handle = openSqlite(file);
  await migrateToLatest(handle.db);
  await handle.close();
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  try {
    let insertTalent: SqliteDatabase.Statement | undefined;
    const insertLanguage = sqlite.prepare("insert into talent_languages (talent_id, code) values (?, ?)");
    const insertOption = sqlite.prepare(
      "insert into talent_payment_options (talent_id, option) values (?, ?)",
    );
    const write = sqlite.transaction((talents: ScaleTalent[]) => {
      for (const talent of talents) {
        const columns = Object.keys(talent.row);
        insertTalent ??= sqlite.prepare(
          `insert into talents (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`,
        );
        insertTalent.run(talent.row);
        for (const code of talent.languages) insertLanguage.run(talent.row.id, code);
        for (const option of talent.paymentOptions) insertOption.run(talent.row.id, option);
      }
    });
    for (const talents of batches(count)) write(talents);
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    sqlite.close();
  }
  const optimized = openSqlite(file);
  optimized.optimize();
  await optimized.close();
}

/**
 * Fills a PostgreSQL database with `count` bench talents as a bulk load is done: migrated, the
 * talents table's indexes dropped, rows written 5,000 to a statement from JSON
 * (json_populate_recordset: one parameter, no row-by-row round trips) with the talents' triggers off
 * (the approved total counted after), the same indexes created again from their definitions, then
 * VACUUM ANALYZE (statistics and the visibility map).
 */
export async function seedPostgres(databaseUrl: string, count: number): Promise<void> {
  const handle = openDatabase({ databaseUrl, dataDir: "" });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where tablename = 'talents' and indexname not in (select conname from pg_constraint)`,
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    // The kept approved total's triggers would update its one row once per approved talent, each
    // update following the chain of that row's earlier versions in the batch: counted once instead.
    await client.query("alter table talents disable trigger user");
    for (const talents of batches(count)) {
      const columns = Object.keys(talents[0]?.row ?? {}).join(", ");
      await client.query("begin");
      await client.query(
        `insert into talents (${columns}) select ${columns} from json_populate_recordset(null::talents, $1)`,
        [JSON.stringify(talents.map((t) => t.row))],
      );
      await client.query(
        "insert into talent_languages (talent_id, code) select talent_id, code from json_populate_recordset(null::talent_languages, $1)",
        [JSON.stringify(talents.flatMap((t) => t.languages.map((code) => ({ talent_id: t.row.id, code }))))],
      );
      await client.query(
        `insert into talent_payment_options (talent_id, option)
         select talent_id, option from json_populate_recordset(null::talent_payment_options, $1)`,
        [
          JSON.stringify(
            talents.flatMap((t) => t.paymentOptions.map((option) => ({ talent_id: t.row.id, option }))),
          ),
        ],
      );
      await client.query("commit");
    }
    await client.query("alter table talents enable trigger user");
    await client.query(
      "update talent_totals set count = (select count(*) from talents where status = 'approved') where name = 'approved'",
    );
    await client.query("set maintenance_work_mem = '512MB'");
    for (const index of indexes) await client.query(index.definition);
    await client.query("vacuum analyze");
  } finally {
    await client.end();
  }
}

/** The database's size on disk in bytes: the SQLite file, or PostgreSQL's pg_database_size. */
export async function databaseBytes(target: { dataDir: string } | { databaseUrl: string }): Promise<number> {
  if ("dataDir" in target) {
    const sqlite = new SqliteDatabase(path.join(target.dataDir, "vitrine.db"), { readonly: true });
    try {
      const pages = sqlite.pragma("page_count", { simple: true }) as number;
      const size = sqlite.pragma("page_size", { simple: true }) as number;
      return pages * size;
    } finally {
      sqlite.close();
    }
  }
  const handle = openDatabase({ databaseUrl: target.databaseUrl, dataDir: "" });
  try {
    const { rows } = await sql<{
      bytes: string;
    }>`select pg_database_size(current_database()) as bytes`.execute(handle.db);
    return Number(rows[0]?.bytes ?? 0);
  } finally {
    await handle.close();
  }
}
