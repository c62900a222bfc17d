import { createHash } from "node:crypto";
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import SqliteDatabase from "better-sqlite3";
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

/** Every path under a folder (the folder itself as "."), with its type, mode and content or target. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const entryOf = (file: string) => {
    const info = lstatSync(file);
    const mode = (info.mode & 0o777).toString(8);
    if (info.isSymbolicLink()) return `link -> ${readlinkSync(file)}`;
    if (info.isDirectory()) return `folder ${mode}`;
    return `file ${mode} ${createHash("sha256").update(readFileSync(file)).digest("hex")}`;
  };
  entries["."] = entryOf(dir);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    entries[path.relative(dir, file)] = entryOf(file);
  }
  return entries;
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

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

    // The archive holds the auth secret and every message: its owner alone may read it.
    expect(modeOf(archive)).toBe(0o600);

    const target = path.join(scratch, "restored");
    expect(await restoreBackup({ dataDir: target, archive })).toBeUndefined();
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

    // Restored files and folders are the owner's alone, whatever modes the archive recorded.
    for (const [name, entry] of Object.entries(snapshot(target))) {
      expect(entry, name).toMatch(/^(folder 700$|file 600 )/);
    }

    // Restoring over existing data moves that aside rather than deleting it.
    writeFileSync(path.join(target, "media", "extra.txt"), "mine");
    const aside = await restoreBackup({ dataDir: target, archive });
    expect(aside).toBeDefined();
    expect(readFileSync(path.join(aside ?? "", "media", "extra.txt"), "utf8")).toBe("mine");
    expect(filesUnder(path.join(target, "media"))).toEqual(mediaAtBackup);
  });

  it("refuses an archive that is not a Vitrine backup, changing nothing", async () => {
    const dir = path.join(scratch, "junk");
    const archive = path.join(scratch, "junk.tar.gz");
    writeFileSync(archive, "not an archive");
    await expect(restoreBackup({ dataDir: dir, archive })).rejects.toThrow(
      /The archive is not a readable \.tar\.gz file .* Nothing in .* was changed\./,
    );
  });
});

type TarEntry = {
  name: string;
  type: "file" | "folder" | "symlink" | "char-device";
  body?: Buffer;
  link?: string;
};

/** A .tar.gz built byte by byte (ustar), so a test can write entries no well-behaved tool would. */
function tarGz(entries: TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = entry.body ?? Buffer.alloc(0);
    const header = Buffer.alloc(512);
    const field = (value: string, at: number, length: number) => header.write(value, at, length, "utf8");
    const number = (value: number, at: number, length: number) =>
      field(`${value.toString(8).padStart(length - 1, "0")}\0`, at, length);
    field(entry.name, 0, 100);
    number(entry.type === "folder" ? 0o755 : 0o644, 100, 8);
    number(0, 108, 8);
    number(0, 116, 8);
    number(body.length, 124, 12);
    number(0, 136, 12);
    field({ file: "0", folder: "5", symlink: "2", "char-device": "3" }[entry.type], 156, 1);
    field(entry.link ?? "", 157, 100);
    field("ustar\u000000", 257, 8);
    if (entry.type === "char-device") {
      number(1, 329, 8); // /dev/null: major 1, minor 3
      number(3, 337, 8);
    }
    header.fill(" ", 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    field(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

describe("restoring a crafted archive", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "vitrine-crafted-"));
  const outside = path.join(scratch, "outside");
  const dataDir = path.join(scratch, "data");
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const databaseFile = path.join(scratch, "made.db");
  const made = new SqliteDatabase(databaseFile);
  made.exec("CREATE TABLE kept (value TEXT); INSERT INTO kept VALUES ('restored');");
  made.close();
  const database: TarEntry = { name: "./vitrine.db", type: "file", body: readFileSync(databaseFile) };
  const root: TarEntry = { name: "./", type: "folder" };
  const media: TarEntry = { name: "./media/", type: "folder" };

  it("restores a well-formed one (the crafted ones below differ from it by one entry)", async () => {
    mkdirSync(outside);
    const archive = path.join(scratch, "good.tar.gz");
    writeFileSync(
      archive,
      tarGz([
        root,
        database,
        { name: "./auth-secret", type: "file", body: Buffer.from("s".repeat(40)) },
        media,
        { name: "./media/images/img-a/320.webp", type: "file", body: Buffer.from("webp") },
      ]),
    );
    expect(await restoreBackup({ dataDir, archive })).toBeUndefined();
    expect(readFileSync(path.join(dataDir, "media", "images", "img-a", "320.webp"), "utf8")).toBe("webp");
  });

  it("a backup leaves out a link in the media folder, and says so, so that its archive restores", async () => {
    symlinkSync("/etc/passwd", path.join(dataDir, "media", "images", "img-a", "640.webp"));
    const archive = path.join(scratch, "with-link.tar.gz");
    expect(await createBackup({ dataDir, archive })).toEqual({ skipped: ["media/images/img-a/640.webp"] });
    const restored = path.join(scratch, "restored");
    await restoreBackup({ dataDir: restored, archive });
    expect(readdirSync(path.join(restored, "media", "images", "img-a"))).toEqual(["320.webp"]);
    rmSync(archive);
    rmSync(restored, { recursive: true });
    rmSync(path.join(dataDir, "media", "images", "img-a", "640.webp"));
  });

  it.each<{ what: string; entries: TarEntry[]; refusal: RegExp }>([
    {
      what: "media that is a symbolic link (to a folder outside)",
      entries: [root, database, { name: "./media", type: "symlink", link: outside }],
      refusal:
        /The archive's entry "\.\/media" is a symbolic link: a backup holds only plain files and folders\./,
    },
    {
      what: "a symbolic link inside media",
      entries: [root, database, media, { name: "./media/passwd.webp", type: "symlink", link: "/etc/passwd" }],
      refusal: /The archive's entry "\.\/media\/passwd\.webp" is a symbolic link/,
    },
    {
      what: "an unexpected file at the top",
      entries: [root, database, media, { name: "./extra.txt", type: "file", body: Buffer.from("x") }],
      refusal: /The archive's entry "\.\/extra\.txt" does not belong in a backup/,
    },
    {
      what: "a character device",
      entries: [root, database, media, { name: "./media/null", type: "char-device" }],
      refusal: /The archive's entry "\.\/media\/null" is a character device/,
    },
    {
      what: "a path that climbs out of the data folder",
      entries: [root, database, { name: "./media/../../escaped.txt", type: "file", body: Buffer.from("x") }],
      refusal: /The archive's entry "\.\/media\/\.\.\/\.\.\/escaped\.txt" points outside the data folder/,
    },
  ])("refuses $what and changes nothing", async ({ entries, refusal }) => {
    const archive = path.join(scratch, "crafted.tar.gz");
    writeFileSync(archive, tarGz(entries));
    const before = snapshot(dataDir);
    const restoring = restoreBackup({ dataDir, archive });
    await expect(restoring).rejects.toThrow(refusal);
    await expect(restoring).rejects.toThrow(`Nothing in ${dataDir} was changed.`);
    expect(snapshot(dataDir)).toEqual(before);
    expect(readdirSync(outside)).toEqual([]);
    expect(readdirSync(scratch).sort()).toEqual([
      "crafted.tar.gz",
      "data",
      "good.tar.gz",
      "made.db",
      "outside",
    ]);
  });
});
