import { closeSync, openSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { makeOwnerOnlyDir, OWNER_ONLY_FILE } from "#server/lib/owner-only";
import type { Database } from "./schema.ts";
import { SqliteDialectWithImmediateTransactions } from "./sqlite-dialect.ts";

type DialectName = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The driver-level handle that better-auth is given, so both share one connection pool. */
  sqlite: SqliteDatabase.Database | undefined;
  pool: pg.Pool | undefined;
  /**
   * Refreshes the statistics SQLite's query planner chooses indexes by (PRAGMA optimize, as SQLite
   * advises for long-lived connections); without them it may scan the age index for a location
   * filter. PostgreSQL's autovacuum keeps its own, so there it does nothing.
   */
  optimize: () => void;
  close: () => Promise<void>;
};

/** Pages SQLite keeps in memory per connection (ADR 24): the hot indexes of 100,000 talents fit. */
const SQLITE_CACHE_KIB = 16 * 1024;
/** Rows PRAGMA optimize samples per index: enough for good plans, milliseconds at 100,000 talents. */
const SQLITE_ANALYSIS_LIMIT = 1000;

/** Opens PostgreSQL when a URL is given, else the SQLite file in the data directory. */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Told when the server drops an idle connection (a restart, a failover); the pool replaces it. */
  onConnectionError?: (err: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    // A server that does not answer costs a request 5 s and a 503, never a hang (ADR 28).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // Without a listener, an idle connection's error would be thrown and end the process.
    pool.on("error", (err) => options.onConnectionError?.(err));
    // A connection that dies while checked out (a query or transaction of Kysely's in flight) fails
    // its queries, which answer 503, and then emits "error"; with no listener that would end the
    // process. Every connection gets one for its whole life (ADR 28).
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: "postgres",
      sqlite: undefined,
      pool,
      optimize: () => {},
      close: () => db.destroy(),
    };
  }
  makeOwnerOnlyDir(options.dataDir);
  return openSqlite(path.join(options.dataDir, "vitrine.db"));
}

export function openSqlite(file: string): DatabaseHandle {
  // SQLite would create the file 0644. Created here for the owner only, it passes its mode on to the
  // -wal and -shm files SQLite makes beside it (ADR 40).
  closeSync(openSync(file, "a", OWNER_ONLY_FILE));
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  sqlite.pragma(`analysis_limit = ${SQLITE_ANALYSIS_LIMIT}`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialectWithImmediateTransactions({ database: sqlite }),
  });
  return {
    db,
    dialect: "sqlite",
    sqlite,
    pool: undefined,
    optimize: () => sqlite.pragma("optimize = 0x10002"),
    close: () => db.destroy(),
  };
}
