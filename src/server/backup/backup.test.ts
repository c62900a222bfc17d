import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "#server/db/database";
import type { Database } from "#server/db/schema";
import type { Talent } from "#shared/talents/talent.schema";
import { jpeg } from "#tests/support/image-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { createBackup, restoreBackup } from "./backup.ts";

// `npm run backup` is for the SQLite database and local media; PostgreSQL and S3 have their own tools.
const sqlite = process.env.TEST_DATABASE_URL === undefined;

async function everyRow(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of await db.introspection.getTables()) {
    const all = await db
      .selectFrom(table.name as "talents")
      .selectAll()
      .execute();
    rows[table.name] = all.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = readFileSync(file).toString("base64");
  }
  return files;
}

describe.runIf(sqlite)("a backup", () => {
  let t: TestApp;
  const scratch = mkdtempSync(path.join(tmpdir(), "vitrine-backup-test-"));
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.dispose();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("taken while the server runs, restores the same rows and media into an empty data folder", async () => {
    const user = await signedInUser(t, "backed-up@example.com");
    const created = await user.client.post("/api/me/talent", { name: "Backup Bea", bio: "Kept safe." });
    const { talent } = (await created.json()) as { talent: Talent };
    const hero = await user.client.request(`/api/talents/${talent.id}/hero`, {
      method: "PUT",
      body: new Uint8Array(await jpeg(600, 800)),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(hero.status).toBe(200);

    const archive = path.join(scratch, "vitrine.tar.gz");
    await createBackup({ dataDir: t.config.dataDir, archive });
    const rowsAtBackup = await everyRow(t.database.handle.db);
    const mediaAtBackup = filesUnder(path.join(t.config.dataDir, "media"));
    expect(Object.keys(mediaAtBackup).length).toBeGreaterThan(1);

    // A later change is not in the backup.
    await user.client.request(`/api/talents/${talent.id}`, { method: "PATCH", json: { bio: "Changed." } });

    const target = path.join(scratch, "restored");
    expect(restoreBackup({ dataDir: target, archive })).toBeUndefined();
    const restored = openSqlite(path.join(target, "vitrine.db"));
    try {
      expect(restored.sqlite?.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(await everyRow(restored.db)).toEqual(rowsAtBackup);
    } finally {
      await restored.close();
    }
    expect(filesUnder(path.join(target, "media"))).toEqual(mediaAtBackup);
    expect(readFileSync(path.join(target, "auth-secret"), "utf8")).toBe(
      readFileSync(path.join(t.config.dataDir, "auth-secret"), "utf8"),
    );

    // Restoring over existing data moves that aside rather than deleting it.
    writeFileSync(path.join(target, "media", "extra.txt"), "mine");
    const aside = restoreBackup({ dataDir: target, archive });
    expect(aside).toBeDefined();
    expect(readFileSync(path.join(aside ?? "", "media", "extra.txt"), "utf8")).toBe("mine");
    expect(filesUnder(path.join(target, "media"))).toEqual(mediaAtBackup);
  });

  it("refuses an archive that is not a Vitrine backup, changing nothing", async () => {
    const dir = path.join(scratch, "junk");
    const archive = path.join(scratch, "junk.tar.gz");
    writeFileSync(archive, "not an archive");
    expect(() => restoreBackup({ dataDir: dir, archive })).toThrow(/tar/);
  });
});
