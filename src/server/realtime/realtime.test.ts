import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "#shared/realtime/change-event";
import { apiClient } from "../../../tests/support/api-client.ts";
import { insertTalents, talentRecord } from "../../../tests/support/talent-factory.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { ensureAdmin } from "../auth/admin-bootstrap.ts";
import { createLogger } from "../lib/logger.ts";
import { createRealtimeHub } from "./realtime-hub.ts";

let t: TestApp;
const ADMIN = { email: "admin@vitrine.test", password: "admin-password-1" };
beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.deps.auth, ADMIN, t.deps.log);
});
afterAll(async () => {
  await t.dispose();
});

const nextEvent = (subscribe: (listener: (e: ChangeEvent) => void) => () => void) =>
  new Promise<ChangeEvent>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no event arrived")), 5000);
    const stop = subscribe((event) => {
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });

describe("the realtime hub", () => {
  it("delivers a published change to every instance on the same database", async () => {
    const other = await createRealtimeHub({ pool: t.database.handle.pool, log: createLogger("silent") });
    try {
      const seenHere = nextEvent(t.deps.realtime.subscribe);
      const seenThere = t.database.handle.pool
        ? nextEvent(other.subscribe)
        : Promise.resolve<ChangeEvent | null>(null);
      await t.deps.realtime.publish({ type: "talent.updated", talentId: "t1" });
      expect(await seenHere).toEqual({ type: "talent.updated", talentId: "t1" });
      // With PostgreSQL, a second instance (its own LISTEN connection) hears it too.
      if (t.database.handle.pool) expect(await seenThere).toEqual({ type: "talent.updated", talentId: "t1" });
    } finally {
      await other.close();
    }
  });
});

describe("GET /api/events", () => {
  it("streams an approval to an open page", async () => {
    const pending = talentRecord({ name: "Live Lina", status: "pending" });
    await insertTalents(t.database.handle.db, [pending]);

    const controller = new AbortController();
    const res = await t.request("/api/events", { signal: controller.signal });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    const readUntil = async (needle: string) => {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        received += decoder.decode(value);
      }
    };
    await readUntil("event: ready");

    const admin = apiClient(t);
    await admin.post("/api/auth/sign-in/email", ADMIN);
    expect((await admin.post(`/api/admin/talents/${pending.id}/approve`, {})).status).toBe(200);

    await readUntil("event: change");
    const data = /event: change\ndata: (.*)\n/.exec(received)?.[1] ?? "{}";
    expect(JSON.parse(data)).toEqual({ type: "talent.approved", talentId: pending.id, slug: pending.slug });
    controller.abort();
    await reader.cancel().catch(() => {});
  });
});
