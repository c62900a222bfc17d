import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openSqlite } from "#server/db/database";
import { createErrorHandler } from "#server/http/error-handler";
import type { Logger } from "#server/lib/logger";
import { databasePing, healthRoutes } from "./health.routes.ts";

const silent = { error: () => {}, warn: () => {}, info: () => {} } as unknown as Logger;

const dir = mkdtempSync(path.join(tmpdir(), "vitrine-health-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const scratchSqlite = () => openSqlite(path.join(dir, `${++files}.db`));

const healthOf = (ping: () => unknown, draining = false) => {
  const app = healthRoutes(ping, { draining });
  app.onError(createErrorHandler(silent));
  return app.request("/health");
};

describe("the health check's database question", () => {
  it("answers 200 when SQLite answers, asking through one prepared statement", async () => {
    const database = scratchSqlite();
    const prepare = vi.spyOn(database.sqlite as NonNullable<typeof database.sqlite>, "prepare");
    const ping = databasePing(database);
    for (let i = 0; i < 3; i++) expect((await healthOf(ping)).status).toBe(200);
    expect(prepare).toHaveBeenCalledTimes(1);
    await database.close();
  });

  it("answers 503 with the reason once the SQLite connection is closed", async () => {
    const database = scratchSqlite();
    const ping = databasePing(database);
    expect((await healthOf(ping)).status).toBe(200);
    database.sqlite?.close();
    const res = await healthOf(ping);
    expect(res.status).toBe(503);
    expect((await res.json()).error.details).toEqual({ database: "unreachable", draining: false });
  });

  it("answers 503 when an asynchronous answer fails, and when the instance drains", async () => {
    const failing = await healthOf(() => Promise.reject(new Error("connection refused")));
    expect(failing.status).toBe(503);
    expect((await failing.json()).error.details).toEqual({ database: "unreachable", draining: false });
    const draining = await healthOf(() => Promise.resolve(), true);
    expect(draining.status).toBe(503);
    expect((await draining.json()).error.details).toEqual({ database: "ok", draining: true });
  });

  it("is kept by no cache, whether it answers 200 or 503", async () => {
    const ok = await healthOf(() => undefined);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.headers.get("content-type")).toBe("application/json");
    expect(await ok.json()).toEqual({ status: "ok" });
    const failing = await healthOf(() => {
      throw new Error("gone");
    });
    expect(failing.status).toBe(503);
    expect(failing.headers.get("cache-control")).toBe("no-store");
  });
});
