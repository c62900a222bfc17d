import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processImage } from "#server/media/image-pipeline";
import { createLocalMediaStorage } from "#server/media/local-media-storage";
import { journalUpload, sweepExpiredUploads } from "#server/media/media-journal";
import type { MediaStorage } from "#server/media/media-storage";
import { createS3Client, createS3MediaStorage } from "#server/media/s3-media-storage";
import { contentOf } from "#server/talent-records/talent-versions";
import { jpeg } from "#tests/support/image-factory";
import { startS3Server, type TestS3Server } from "#tests/support/s3-server";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database";
import { sweepMediaOrphans } from "./sweep-media-orphans.ts";

const hour = 60 * 60_000;
/** As if the sweep ran two hours from now: everything stored by the test is past a 1 h grace. */
const later = () => new Date(Date.now() + 2 * hour);

async function keysOf(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.listKeys()) keys.push(key);
  return keys.sort();
}

/**
 * A live profile with a hero, a gallery photo and a reel, and a change waiting for review with a new
 * hero (both versions' files are kept), plus media nobody references.
 */
async function seed(database: TestDatabase, storage: MediaStorage) {
  const hero = await processImage(storage, await jpeg(700, 900));
  const photo = await processImage(storage, await jpeg(640, 480));
  const changedHero = await processImage(storage, await jpeg(600, 800));
  await storage.put("av/av-kept/clip.mp4", randomBytes(64), "video/mp4");
  const [live] = await insertTalents(database.handle.db, [
    talentRecord({
      image: hero,
      gallery: [
        { id: "g1", type: "image", image: photo, description: "" },
        {
          id: "g2",
          type: "video",
          url: "/media/av/av-kept/clip.mp4",
          mimeType: "video/mp4",
          description: "",
        },
      ],
    }),
  ]);
  if (!live) throw new Error("no talent inserted");
  await database.handle.db
    .insertInto("talent_drafts")
    .values({
      talent_id: live.id,
      slug: live.slug,
      content: JSON.stringify({ ...contentOf(live), image: changedHero }),
      status: "pending",
      rejection_reason: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
  const replaced = await processImage(storage, await jpeg(500, 500));
  await storage.put("av/av-gone/song.mp3", randomBytes(64), "audio/mpeg");
  const kept = await keysOf(storage).then((keys) =>
    keys.filter((key) => !key.includes(replaced.id) && !key.includes("av-gone")),
  );
  const orphans = (await keysOf(storage)).filter((key) => !kept.includes(key));
  return { kept, orphans };
}

describe.each([
  { driver: "local files", s3: false },
  { driver: "S3", s3: true },
])("media orphan sweep on $driver", ({ s3 }) => {
  let database: TestDatabase;
  let server: TestS3Server | undefined;
  let storage: MediaStorage;
  let seeded: Awaited<ReturnType<typeof seed>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (s3) {
      server = await startS3Server();
      const client = createS3Client(server.settings);
      await client.send(new CreateBucketCommand({ Bucket: "sweep" }));
      storage = createS3MediaStorage(client, { bucket: "sweep" });
    } else {
      storage = createLocalMediaStorage(path.join(database.dataDir, "media"));
    }
    seeded = await seed(database, storage);
  });
  afterAll(async () => {
    await database?.dispose();
    await server?.close();
  });

  it("lists only the unreferenced files, and removes nothing unless asked", async () => {
    expect(seeded.orphans.length).toBeGreaterThan(1);
    const result = await sweepMediaOrphans(
      { db: database.handle.db, storage },
      { remove: false, graceMs: hour, now: later() },
    );
    expect(result.orphans.map((o) => o.key).sort()).toEqual(seeded.orphans);
    expect(result.referenced).toBe(seeded.kept.length);
    expect(result.removed).toEqual([]);
    expect(await keysOf(storage)).toEqual([...seeded.kept, ...seeded.orphans].sort());
  });

  it("spares unreferenced files younger than the grace period", async () => {
    const result = await sweepMediaOrphans(
      { db: database.handle.db, storage },
      { remove: true, graceMs: 3 * hour, now: later() },
    );
    expect(result.orphans).toEqual([]);
    expect(result.recent.map((o) => o.key).sort()).toEqual(seeded.orphans);
    expect(await keysOf(storage)).toHaveLength(seeded.kept.length + seeded.orphans.length);
  });

  it("removes the orphans and keeps every file a profile uses", async () => {
    const result = await sweepMediaOrphans(
      { db: database.handle.db, storage },
      { remove: true, graceMs: hour, now: later() },
    );
    expect(result.removed.sort()).toEqual(seeded.orphans);
    expect(result.failed).toEqual([]);
    expect(await keysOf(storage)).toEqual(seeded.kept);
  });
});

describe("media orphan sweep safeguards", () => {
  let database: TestDatabase;
  let storage: MediaStorage;
  beforeAll(async () => {
    database = await createTestDatabase();
    storage = createLocalMediaStorage(path.join(database.dataDir, "media"));
    await storage.put("images/img-x/320.webp", randomBytes(8), "image/webp");
  });
  afterAll(() => database?.dispose());

  it("refuses to remove anything when no profile references any media (a wrong database?)", async () => {
    await expect(
      sweepMediaOrphans({ db: database.handle.db, storage }, { remove: true, graceMs: 0, now: later() }),
    ).rejects.toThrow(/No profile references any media/);
    expect(await keysOf(storage)).toEqual(["images/img-x/320.webp"]);
  });

  it("stops when a profile's media cannot be read, rather than count its files as orphans", async () => {
    const [talent] = await insertTalents(database.handle.db, [talentRecord()]);
    await database.handle.db
      .updateTable("talents")
      .set({ gallery: '[{"type":"image","image":' })
      .where("id", "=", talent?.id ?? "")
      .execute();
    await expect(
      sweepMediaOrphans({ db: database.handle.db, storage }, { remove: true, graceMs: 0, now: later() }),
    ).rejects.toThrow(`The media of talent ${talent?.id} cannot be read`);
    expect(await keysOf(storage)).toEqual(["images/img-x/320.webp"]);
  });
});

describe("media sweeps and links out of the media folder", () => {
  let database: TestDatabase;
  let outside: string;
  const outsideFile = () => path.join(outside, "img-out", "320.webp");
  beforeAll(async () => {
    database = await createTestDatabase();
    outside = mkdtempSync(path.join(tmpdir(), "vitrine-sweep-outside-"));
    mkdirSync(path.join(outside, "img-out"));
    writeFileSync(outsideFile(), "not media");
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(outside, { recursive: true, force: true });
  });

  it("the sweep at start removes a journalled folder only inside the media folder, never through a link", async () => {
    const media = path.join(database.dataDir, "media");
    const storage = createLocalMediaStorage(media);
    mkdirSync(path.join(media, "images"));
    // A folder of media that someone replaced with a link to a folder outside.
    symlinkSync(outside, path.join(media, "images", "linked"));
    await storage.put("images/img-in/320.webp", randomBytes(8), "image/webp");
    await journalUpload(database.handle.db, "images/linked/img-out/", "t-1");
    await journalUpload(database.handle.db, "images/img-in/", "t-1");
    const logged: string[] = [];
    const log = pino({ level: "error" }, { write: (line: string) => logged.push(line) });

    const swept = await sweepExpiredUploads(
      { db: database.handle.db, media: storage, log },
      { everything: true },
    );
    expect(swept).toBe(2);
    expect(existsSync(outsideFile())).toBe(true);
    expect(await keysOf(storage)).toEqual([]);
    expect(logged.join("")).toContain("leads out of the media folder through a link");
  });

  it("a media folder that is a link to elsewhere is refused, so no sweep walks or deletes through it", async () => {
    const link = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-sweep-link-")), "media");
    symlinkSync(outside, link);
    expect(() => createLocalMediaStorage(link)).toThrow(/is a symbolic link/);
    expect(existsSync(outsideFile())).toBe(true);
    rmSync(path.dirname(link), { recursive: true, force: true });
  });
});

describe("npm run media:orphans", () => {
  let database: TestDatabase;
  let storage: MediaStorage;
  let orphans: string[];
  let kept: string[];
  beforeAll(async () => {
    database = await createTestDatabase();
    storage = createLocalMediaStorage(path.join(database.dataDir, "media"));
    ({ orphans, kept } = await seed(database, storage));
  });
  afterAll(() => database?.dispose());

  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "src/server/cli/media-orphans.ts", ...args], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: database.dataDir,
        // With DATABASE_URL the configuration requires the shared AUTH_SECRET (ADR 28).
        ...(database.databaseUrl
          ? { DATABASE_URL: database.databaseUrl, AUTH_SECRET: "test-secret-shared-by-every-instance-0123" }
          : {}),
      },
    });

  it("lists by default, spares recent files, and removes with --delete", async () => {
    const listed = await run("--older-than", "0");
    for (const key of orphans) expect(listed.stdout).toContain(key);
    expect(listed.stdout).toContain(`${orphans.length} orphaned (older than 0 min)`);
    expect(listed.stdout).toContain("Nothing was removed");

    const spared = await run("--delete");
    expect(spared.stdout).toContain("0 orphaned (older than 60 min)");
    expect(spared.stdout).toContain("Removed 0 file(s).");

    const removed = await run("--delete", "--older-than", "0");
    expect(removed.stdout).toContain(`Removed ${orphans.length} file(s).`);
    expect(await keysOf(storage)).toEqual(kept);
  });

  it("explains its usage when given an unknown option", async () => {
    const error = await run("--remove").catch((e: { code: number; stderr: string }) => e);
    expect(error).toMatchObject({ code: 2 });
    expect((error as { stderr: string }).stderr).toContain("Usage: npm run media:orphans");
  });
});
