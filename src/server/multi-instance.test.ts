import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "#server/auth/auth";
import { MIGRATIONS } from "#server/db/migrations/migration-list";
import { createS3Client } from "#server/media/s3-media-storage";
import type { Talent } from "#shared/talents/talent.schema";
import { type ApiClient, apiClient } from "#tests/support/api-client";
import { jpeg } from "#tests/support/image-factory";
import { type AppInstance, startInstance, startNginx } from "#tests/support/instances";
import { freePort, waitForOk } from "#tests/support/processes";
import { startS3Server, type TestS3Server } from "#tests/support/s3-server";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createPostgresDatabase } from "#tests/support/test-database";

// Two app processes on one PostgreSQL and one S3 bucket behind Debian's nginx, all on loopback, as
// docs/deploy.md describes. It runs in the PostgreSQL pass of CI (scripts/with-postgres.sh).
const serverUrl = process.env.TEST_DATABASE_URL;
const runs = serverUrl !== undefined && existsSync("/usr/sbin/nginx");

const ADMIN = { email: "admin@multi.test", password: "admin-password-1" };

/** A client of one address (the proxy's, or one the instances trust in X-Forwarded-For). */
const clientOf = (url: string, publicUrl: string, ip?: string): ApiClient =>
  apiClient({ config: { publicUrl }, request: (p, init) => fetch(new URL(p, url), init) }, ip);

/** Reads a Server-Sent Events stream and keeps its `change` events. */
async function openEvents(url: string, init: RequestInit = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { ...init, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  const changes = () =>
    [...text.matchAll(/^event: change\ndata: (.*)$/gm)].map(
      (m) => JSON.parse(m[1] ?? "{}") as { type: string },
    );
  return {
    changes,
    waitFor: async (type: string, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!changes().some((c) => c.type === type)) {
        if (Date.now() > deadline) throw new Error(`no ${type} event; got ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => controller.abort(),
  };
}

describe.runIf(runs)("two instances behind nginx on PostgreSQL and S3", () => {
  let s3: TestS3Server;
  let smtp: SmtpSink;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  const instances: AppInstance[] = [];
  const dirs: string[] = [];
  let databaseUrl = "";
  let dropDatabase = async () => {};
  let env: (port: number) => Record<string, string>;
  let publicUrl = "";

  beforeAll(async () => {
    // An empty database: the instances, started together, migrate it once between them.
    const database = await createPostgresDatabase(serverUrl ?? "", "vitrine_multi");
    databaseUrl = database.url;
    dropDatabase = database.drop;

    s3 = await startS3Server();
    const s3Client = createS3Client(s3.settings);
    await s3Client.send(new CreateBucketCommand({ Bucket: "vitrine-media" }));
    s3Client.destroy();
    smtp = await startSmtpSink();

    const [proxyPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
    publicUrl = `http://127.0.0.1:${proxyPort}`;
    env = (port) => {
      // Each instance its own data directory: nothing may depend on a shared disk.
      const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-instance-"));
      dirs.push(dataDir);
      return {
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: "a-secret-every-instance-shares-0123456789",
        TRUST_PROXY: "1",
        S3_ENDPOINT: s3.settings.endpoint,
        S3_REGION: s3.settings.region,
        S3_BUCKET: "vitrine-media",
        S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
    };
    instances.push(startInstance(env(portA)), startInstance(env(portB)));
    nginx = await startNginx({ port: proxyPort, upstreams: [portA, portB] });
    try {
      await Promise.all(instances.map((instance) => waitForOk(`${instance.url}/api/health`, 120_000)));
      await waitForOk(`${publicUrl}/api/health`, 90_000);
    } catch (err) {
      for (const instance of instances) console.error(instance.output());
      console.error(nginx.errorLog());
      throw err;
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await nginx?.stop();
    await s3?.close();
    await smtp?.close();
    await dropDatabase();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const [a, b] = [() => instances[0] as AppInstance, () => instances[1] as AppInstance];

  it("prepared the database once: every migration and one administrator", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const migrations = await client.query("SELECT name FROM kysely_migration");
      expect(migrations.rowCount).toBe(Object.keys(MIGRATIONS).length);
      const admins = await client.query(`SELECT id FROM "user" WHERE email = $1`, [ADMIN.email]);
      expect(admins.rowCount).toBe(1);
    } finally {
      await client.end();
    }
  });

  it("accepts on one instance the session made on the other", async () => {
    const onA = clientOf(a().url, publicUrl);
    const signIn = await onA.post("/api/auth/sign-in/email", ADMIN);
    expect(signIn.status).toBe(200);
    const onB = clientOf(b().url, publicUrl);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const session = await onB.get("/api/auth/get-session");
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(ADMIN.email);
    expect((await onB.get("/api/admin/talents?status=pending")).status).toBe(200);
  });

  it("shows a change made through one instance live to a page connected to the other", async () => {
    const admin = clientOf(a().url, publicUrl);
    expect((await admin.post("/api/auth/sign-in/email", ADMIN)).status).toBe(200);
    const visitor = await openEvents(`${b().url}/api/events`);
    const adminOnB = await openEvents(`${b().url}/api/me/events`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    try {
      const created = await admin.post("/api/admin/talents", {
        name: "Live Lina",
        category: "performing-arts",
        subcategory: "dancer",
        status: "approved",
      });
      expect(created.status, await created.clone().text()).toBe(201);
      await visitor.waitFor("talent.published");

      // A contact message through A: the admin's page on B hears of it, and the mail to the admin is
      // sent once although both instances run a mail worker.
      const sender = clientOf(a().url, publicUrl, "203.0.113.7");
      const sent = await sender.post(
        "/api/contact",
        {
          name: "Multi Marta",
          instagram: "multi.marta",
          email: "marta@brand.example",
          company: "",
          phone: "",
          message: "Hello from instance A.",
        },
        { headers: { "x-altcha": await fetchAndSolveBotCheck(sender.get) } },
      );
      expect(sent.status).toBe(201);
      await adminOnB.waitFor("message.received");
      await smtp.waitFor(ADMIN.email, /Contact form: Multi Marta/, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.messages.filter((m) => m.subject === "Contact form: Multi Marta")).toHaveLength(1);
    } finally {
      visitor.close();
      adminOnB.close();
    }
  });

  it("shares rate limits between the instances", async () => {
    // One client address, its sign-ins sent to A and B in turn: the limit counts them all.
    const ip = "198.51.100.23";
    const limit = AUTH_RATE_LIMITS["/sign-in/email"].max;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const instance = i % 2 === 0 ? a() : b();
      const res = await clientOf(instance.url, publicUrl, ip).post("/api/auth/sign-in/email", {
        email: `nobody-${i}@multi.test`,
        password: "wrong-pass",
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("serves media uploaded through one instance from the other", async () => {
    const admin = clientOf(a().url, publicUrl);
    expect((await admin.post("/api/auth/sign-in/email", ADMIN)).status).toBe(200);
    const created = await admin.post("/api/admin/talents", { name: "Media Mona" });
    const { talent } = (await created.json()) as { talent: Talent };
    const upload = await admin.request(`/api/talents/${talent.id}/hero`, {
      method: "PUT",
      body: new Uint8Array(await jpeg(640, 800)),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(upload.status).toBe(200);
    const { talent: withHero } = (await upload.json()) as { talent: Talent };
    const src = withHero.image?.variants[0]?.url ?? "";
    expect(src).toMatch(/^\/media\//);
    const original = Buffer.from(await (await fetch(new URL(src, a().url))).arrayBuffer());
    expect(original.subarray(8, 12).toString()).toBe("WEBP");
    for (const base of [b().url, publicUrl]) {
      const res = await fetch(new URL(src, base));
      expect(res.status, base).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
    }
  });

  it("restarts each instance in turn without dropping a request", async () => {
    const admin = clientOf(publicUrl, publicUrl);
    expect((await admin.post("/api/auth/sign-in/email", ADMIN)).status).toBe(200);
    const created = await admin.post("/api/admin/talents", {
      name: "Restart Rita",
      category: "performing-arts",
      subcategory: "singer",
      status: "approved",
    });
    const { talent } = (await created.json()) as { talent: Talent };

    // Readers and writers through nginx, without pause, for the whole rolling restart.
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        const write = (n + i) % 3 === 0;
        try {
          const res = write
            ? await admin.request(`/api/talents/${talent.id}`, {
                method: "PATCH",
                json: { bio: `Saved by worker ${n}, round ${i}.` },
              })
            : await fetch(`${publicUrl}/api/talents?q=${n}-${i}`);
          await res.arrayBuffer();
          if (res.status >= 400) failures.push(`${write ? "PATCH" : "GET"} ${res.status}`);
          answered += 1;
        } catch (err) {
          failures.push(`${write ? "PATCH" : "GET"} ${(err as Error).message}`);
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));

    for (const index of [0, 1]) {
      const old = instances[index] as AppInstance;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await old.stop()).toBe(0);
      expect(old.output()).toContain('"msg":"stopped"');
      const fresh = startInstance(env(old.port));
      instances[index] = fresh;
      await waitForOk(`${fresh.url}/api/health`, 120_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await load;

    expect(failures, nginx.errorLog()).toEqual([]);
    expect(answered).toBeGreaterThan(20);
  }, 300_000);
});
