import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "#server/auth/token-hash";
import { createPostgresDatabase } from "#tests/support/test-database";
import { openSqlite } from "../database.ts";
import { MIGRATIONS } from "./migration-list.ts";

// Rows written after each migration, into every table it created or changed, must read back
// unchanged once every later migration has run (ADR 30): a migration never loses stored data.

type Row = Record<string, unknown>;

const serverUrl = process.env.TEST_DATABASE_URL;
let db: Kysely<Record<string, Row>>;
let cleanup = async () => {};

beforeAll(async () => {
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl, "vitrine_migrations");
    // Rows of every table are written in isolation, so foreign keys are not enforced here.
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 1,
      options: "-c session_replication_role=replica",
    });
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    cleanup = async () => {
      await db.destroy();
      await database.drop();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-migrations-"));
    const handle = openSqlite(path.join(dir, "vitrine.db"));
    handle.sqlite?.pragma("foreign_keys = OFF");
    db = handle.db as unknown as Kysely<Record<string, Row>>;
    cleanup = async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
});
afterAll(() => cleanup());

/** SQLite's full-text index (a virtual table and its shadow tables) is written by triggers only. */
async function virtualTables(): Promise<string[]> {
  if (serverUrl) return [];
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(db);
  return rows.map((r) => r.name);
}

/** Columns that accept only some values (ADR 39): a value they accept. */
const KNOWN_VALUES: Record<string, unknown> = {
  "user.role": "user",
  "user.language": "de",
  "inquiries.sender_language": "de",
  "contact_messages.sender_language": "de",
  "user.accountKind": "hirer",
  "shortlist_picks.verdict": "maybe",
  "saved_searches.alert": "daily",
  "talent_reports.reason": "scam",
  "talent_reports.status": "taken-down",
  "talent_daily_counts.kind": "view",
};

/**
 * Values a migration rewrites on purpose, and what they become in rows written before it: session
 * tokens and verification identifiers are stored as their SHA-256 from this migration on (ADR 39);
 * `height_cm`, a copy for the list's filter, is taken from the measured height from then on (ADR 48),
 * and these rows have none.
 */
const REWRITTEN: Record<string, { by: string; to: (value: string) => string }> = {
  "session.token": { by: "2026-11-25-11-hashed-auth-tokens", to: hashToken },
  "verification.identifier": { by: "2026-11-25-11-hashed-auth-tokens", to: hashToken },
  "talents.height_cm": { by: "2026-11-28-10-talent-measurements", to: () => "null" },
};

/** A value of the column's type that says where it came from. */
function valueFor(dataType: string, label: string, n: number): unknown {
  const type = dataType.toLowerCase();
  if (/int|serial/.test(type)) return n;
  if (/real|float|double|numeric/.test(type)) return n + 0.5;
  if (/bool/.test(type)) return true;
  if (/timestamp/.test(type)) return new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
  return `${label}-${n}`;
}

async function tableColumns() {
  const virtual = await virtualTables();
  const skipped = (table: string) =>
    table.startsWith("kysely_") || virtual.some((v) => table === v || table.startsWith(`${v}_`));
  const tables = await db.introspection.getTables();
  return new Map(
    tables.filter((t) => !t.isView && !skipped(t.name)).map((t) => [t.name, t.columns] as const),
  );
}

describe("every migration", () => {
  it("keeps the rows written before it", async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const written: { table: string; row: Row; after: string }[] = [];
    let seen = new Map<string, string[]>();
    let n = 0;
    for (const name of Object.keys(MIGRATIONS).sort()) {
      const { error } = await migrator.migrateTo(name);
      expect(error, name).toBeUndefined();
      const now = await tableColumns();
      for (const [table, columns] of now) {
        const names = columns.map((c) => c.name).sort();
        if (seen.get(table)?.join() === names.join()) continue; // unchanged by this migration
        n += 1;
        const row: Row = {};
        for (const column of columns) {
          if (column.isAutoIncrementing) continue;
          row[column.name] =
            KNOWN_VALUES[`${table}.${column.name}`] ?? valueFor(column.dataType, `${name}:${column.name}`, n);
        }
        await db.insertInto(table).values(row).execute();
        written.push({ table, row, after: name });
      }
      seen = new Map([...now].map(([table, columns]) => [table, columns.map((c) => c.name).sort()]));
    }
    expect(written.length).toBeGreaterThan(Object.keys(MIGRATIONS).length);

    // A later migration may rename a column (its values move with it): each written row must still be
    // there with every value it was written with, whatever its columns are called now.
    const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
    for (const { table, row, after } of written) {
      const stored = await db.selectFrom(table).selectAll().execute();
      const expected = Object.entries(row)
        .map(([column, value]) => {
          const rewrite = REWRITTEN[`${table}.${column}`];
          return rewrite && after < rewrite.by ? rewrite.to(String(value)) : comparable(value);
        })
        .sort();
      const match = stored.find((candidate) => {
        const values = Object.values(candidate).map(comparable);
        return expected.every((value) => values.includes(value));
      });
      expect(match, `${table}: ${JSON.stringify(row)} not found in ${JSON.stringify(stored)}`).toBeDefined();
    }
  });
});
