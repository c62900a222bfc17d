import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import type { Talent } from "#shared/talents/talent.schema";
import { type ApiClient, apiClient } from "#tests/support/api-client";
import { jpeg } from "#tests/support/image-factory";
import { type AppInstance, startInstance } from "#tests/support/instances";
import { freePort, waitForOk } from "#tests/support/processes";

// The server process killed with SIGKILL in the middle of profile saves and uploads (ADR 30). Its
// SQLite file and media folder are inspected as they are left, and after the restart.
const sqlite = process.env.TEST_DATABASE_URL === undefined;
const ADMIN = { email: "admin@crash.test", password: "admin-password-1" };

describe.runIf(sqlite)("a server killed with SIGKILL during saves and uploads", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-crash-"));
  let instance: AppInstance | undefined;
  afterAll(async () => {
    await instance?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<{ instance: AppInstance; admin: ApiClient }> {
    const port = await freePort();
    instance = startInstance({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: "http://localhost:3000",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: "",
    });
    await waitForOk(`${instance.url}/api/health`, 120_000);
    const url = instance.url;
    const admin = apiClient({
      config: { publicUrl: "http://localhost:3000" },
      request: (p, init) => fetch(new URL(p, url), init),
    });
    expect((await admin.post("/api/auth/sign-in/email", ADMIN)).status).toBe(200);
    return { instance, admin };
  }

  it("restarts into a consistent database with no half-saved profile and no orphaned file", async () => {
    const first = await start();
    const talents: Talent[] = [];
    for (const name of ["Crash Clara", "Crash Carl", "Crash Cora"]) {
      const res = await first.admin.post("/api/admin/talents", { name });
      talents.push(((await res.json()) as { talent: Talent }).talent);
    }
    const picture = new Uint8Array(await jpeg(900, 1200));

    // Each save writes three fields that belong together; uploads add and replace pictures.
    let running = true;
    let saves = 0;
    let uploads = 0;
    const saver = async (talent: Talent) => {
      for (let round = 1; running; round++) {
        await first.admin
          .request(`/api/talents/${talent.id}`, {
            method: "PATCH",
            json: { bio: `Round ${round}.`, location: `City ${round}`, age: 18 + (round % 60) },
          })
          .then(() => {
            saves += 1;
          })
          .catch(() => {});
      }
    };
    const uploader = async (talent: Talent, kind: "hero" | "gallery") => {
      while (running) {
        await first.admin
          .request(`/api/talents/${talent.id}/${kind}`, {
            method: kind === "hero" ? "PUT" : "POST",
            body: picture,
            headers: { "content-type": "application/octet-stream" },
          })
          .then(async (res) => {
            await res.arrayBuffer();
            if (res.ok) uploads += 1;
          })
          .catch(() => {});
      }
    };
    const work = Promise.all([
      ...talents.map(saver),
      ...talents.map((t) => uploader(t, "hero")),
      uploader(talents[0] as Talent, "gallery"),
    ]);
    const started = Date.now();
    while ((saves < 20 || uploads < 3) && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await first.instance.kill();
    running = false;
    await work;
    expect(saves).toBeGreaterThanOrEqual(20);
    expect(uploads).toBeGreaterThanOrEqual(3);

    // As the kill left it: SQLite's integrity check passes and every profile holds one whole save.
    const file = new SqliteDatabase(path.join(dataDir, "vitrine.db"));
    try {
      expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
      for (const talent of talents) {
        const row = file.prepare("SELECT bio, location, age FROM talents WHERE id = ?").get(talent.id) as {
          bio: string | null;
          location: string | null;
          age: number | null;
        };
        const round = Number(/^Round (\d+)\.$/.exec(row.bio ?? "")?.[1] ?? Number.NaN);
        if (Number.isNaN(round)) {
          expect(row).toMatchObject({ location: null, age: null });
        } else {
          expect(row).toEqual({ bio: `Round ${round}.`, location: `City ${round}`, age: 18 + (round % 60) });
        }
      }
    } finally {
      file.close();
    }

    // After the restart (which sweeps what the journal names), every stored file belongs to a profile.
    const second = await start();
    const db = new SqliteDatabase(path.join(dataDir, "vitrine.db"), { readonly: true });
    try {
      expect(db.prepare("SELECT count(*) AS n FROM media_journal").get()).toEqual({ n: 0 });
      const referenced = (
        db.prepare("SELECT image, gallery FROM talents").all() as { image: string; gallery: string }[]
      )
        .map((row) => `${row.image ?? ""} ${row.gallery}`)
        .join(" ");
      const imagesDir = path.join(dataDir, "media", "images");
      const folders = existsSync(imagesDir) ? readdirSync(imagesDir) : [];
      expect(folders.length).toBeGreaterThan(0);
      for (const folder of folders) expect(referenced, `media/images/${folder}`).toContain(folder);
    } finally {
      db.close();
    }
    expect(await second.instance.stop()).toBe(0);
  }, 240_000);
});
