import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type DialectName = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The driver-level handle that better-auth is given, so both share one connection pool. */
  sqlite: SqliteDatabase.Database | undefined;
  pool: pg.Pool | undefined;
  close: () => Promise<void>;
};

/** Opens PostgreSQL when a URL is given, else the SQLite file in the data directory. */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Told when the server drops an idle connection (a restart, a failover); the pool replaces it. */
  onConnectionError?: (err: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection's error would be thrown and end the process.
    pool.on("error", (err) => options.onConnectionError?.(err));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", sqlite: undefined, pool, close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  return openSqlite(path.join(options.dataDir, "vitrine.db"));
}

export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", sqlite, pool: undefined, close: () => db.destroy() };
}
