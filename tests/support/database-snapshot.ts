import type { Statement } from "better-sqlite3";
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

type SqliteHandle = NonNullable<TestApp["database"]["handle"]["sqlite"]>;
/** Each SQLite database's statements that read a table whole, prepared once. */
const readAllOf = new WeakMap<SqliteHandle, Map<string, Statement<[], unknown>>>();

function readAll(sqlite: SqliteHandle, table: string): unknown[] {
  let statements = readAllOf.get(sqlite);
  if (!statements) {
    statements = new Map();
    readAllOf.set(sqlite, statements);
  }
  let statement = statements.get(table);
  if (!statement) {
    statement = sqlite.prepare<[], unknown>(`SELECT * FROM "${table}"`);
    statements.set(table, statement);
  }
  return statement.all();
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
    // On SQLite a statement prepared once per table is read directly: the same rows as through
    // Kysely, which costs a query compilation per table and is most of a snapshot's time in the files
    // that take thousands.
    const rows = sqlite
      ? readAll(sqlite, table)
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
