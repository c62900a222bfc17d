import type { DatabaseHandle } from "./database.ts";

/** The advisory lock key of the start-up preparation ("VITR" in ASCII). */
const STARTUP_LOCK_KEY = 0x56495452;

/**
 * Runs the start-up preparation (migrations, the admin account, plan prices, sample data) in one
 * instance at a time. Instances started together on one PostgreSQL wait for each other on a
 * session-level advisory lock, so the second finds the work done instead of doing it again (two
 * admins, twenty sample talents). SQLite serves one instance, which needs no lock (ADR 28).
 */
export async function withStartupLock<T>(database: DatabaseHandle, prepare: () => Promise<T>): Promise<T> {
  if (!database.pool) return prepare();
  const client = await database.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    try {
      return await prepare();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
