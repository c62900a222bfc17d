import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";

export type TestDatabase = {
  handle: DatabaseHandle;
  /** The scratch data directory (media, mail, secrets) that belongs to this database. */
  dataDir: string;
  databaseUrl: string | undefined;
  dispose: () => Promise<void>;
};

/**
 * A new, empty PostgreSQL database with a random name starting with `prefix` on the server that
 * `serverUrl` names: its URL, and drop() that removes it (closing what is still connected).
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh, empty database for one test file (no migration run: a migration's test takes it from
 * there): a SQLite file in a scratch directory, or, when TEST_DATABASE_URL names a PostgreSQL server,
 * a new database on it that is dropped afterwards.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-test-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl, "vitrine_test");
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }
  const handle = openDatabase({ databaseUrl, dataDir });
  return {
    handle,
    dataDir,
    databaseUrl,
    dispose: async () => {
      await handle.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database for one test file, migrated to the latest schema (see createEmptyTestDatabase). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase();
  await migrateToLatest(database.handle.db);
  return database;
}
