import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { type AppDeps, buildAppDeps, closeAppDeps } from "#server/app-deps";
import { loadConfig } from "#server/config";
import { type DatabaseHandle, openDatabase } from "#server/db/database";
import { createLogger } from "#server/lib/logger";
import { startTcpProxy } from "#tests/support/tcp-proxy";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database";

// A database server that goes away is a PostgreSQL matter: a SQLite file is part of the process.
const postgres = process.env.TEST_DATABASE_URL !== undefined;

describe.runIf(postgres)("the API while its database is unreachable", () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let handle: DatabaseHandle;
  let deps: AppDeps;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.databaseUrl ?? "");
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    const throughProxy = new URL(direct);
    throughProxy.port = String(proxy.port);
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: throughProxy.toString(),
      AUTH_SECRET: "test-secret-shared-by-every-instance-0123",
      PUBLIC_URL: "http://localhost:3000",
      SEED_SAMPLE_DATA: "false",
      LOG_LEVEL: "silent",
    });
    handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    deps = await buildAppDeps({
      config,
      database: handle,
      log: createLogger("silent"),
      client: undefined,
    });
    app = createApp(deps);
  });
  afterAll(async () => {
    await closeAppDeps(deps);
    await handle.close();
    await proxy.close();
    await database.dispose();
  });

  const request = (path: string, init?: RequestInit) =>
    Promise.resolve(app.request(new URL(path, "http://localhost:3000").toString(), init));
  const signIn = () =>
    request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ email: "nobody@example.com", password: "secret-123" }),
    });

  it("answers 503 in the error shape, says why on /api/health, and recovers by itself", async () => {
    expect((await request("/api/health")).status).toBe(200);
    expect((await request("/api/talents?q=before")).status).toBe(200);

    proxy.cut();
    for (const res of [await request("/api/talents?q=during"), await signIn()]) {
      expect(res.status, res.url).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({
        error: {
          code: "UNAVAILABLE",
          message: "Vitrine cannot reach its database right now. Please try again in a moment.",
        },
      });
    }
    const health = await request("/api/health");
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      error: {
        code: "UNAVAILABLE",
        message: expect.stringMatching(/^The database cannot be reached: the /),
        details: { database: "unreachable", draining: false },
      },
    });

    proxy.restore();
    // No restart, no request to reset anything: the pool opens new connections as they are needed.
    expect((await request("/api/health")).status).toBe(200);
    expect((await request("/api/talents?q=after")).status).toBe(200);
    expect((await signIn()).status).toBe(401);
  }, 30_000);
});
