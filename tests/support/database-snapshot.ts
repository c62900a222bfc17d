import type { TestApp } from "./test-app.ts";

/** Tables that change on every request by design: better-auth's rate-limit counters. */
const BOOKKEEPING_TABLES = new Set(["rateLimit"]);

/** The tables of each test app's database, read once: migrations ran before the first snapshot. */
const tablesOf = new WeakMap<TestApp, Promise<string[]>>();

function tableNames(t: TestApp): Promise<string[]> {
  let tables = tablesOf.get(t);
  if (!tables) {
    tables = t.deps.database.db.introspection
      .getTables()
      .then((found) => found.map((table) => table.name).sort());
    tablesOf.set(t, tables);
  }
  return tables;
}

/**
 * Every row of every table (better-auth's and ours), each as sorted JSON text, so that two snapshots
 * compare equal exactly when nothing in the database changed. Works on SQLite and PostgreSQL.
 */
export async function snapshotDatabase(t: TestApp): Promise<Record<string, string[]>> {
  // The mail worker changes its rows in the background (claimed, sent); once it has nothing due,
  // the outbox holds exactly the mails requests caused.
  await t.deps.mail.settled();
  const db = t.deps.database.db;
  const tables = await tableNames(t);
  const snapshot: Record<string, string[]> = {};
  const sqlite = t.database.handle.sqlite;
  for (const table of tables) {
    if (BOOKKEEPING_TABLES.has(table)) continue;
    // On SQLite the statement is read directly: the same rows as through Kysely, which costs a query
    // compilation per table and is most of a snapshot's time in the files that take thousands.
    const rows = sqlite
      ? (sqlite.prepare(`SELECT * FROM "${table}"`).all() as unknown[])
      : await db
          .selectFrom(table as "talents")
          .selectAll()
          .execute();
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** Every key in media storage, sorted. */
export async function snapshotMedia(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of t.deps.media.listKeys()) keys.push(key);
  return keys.sort();
}
