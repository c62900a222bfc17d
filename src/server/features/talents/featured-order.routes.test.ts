import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "#shared/realtime/change-event";
import type { ApiClient } from "#tests/support/api-client";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

let t: TestApp;
let admin: ApiClient;
const ids = { a: "talent-aaaaaa", b: "talent-bbbbbb", c: "talent-cccccc", d: "talent-dddddd" };

const order = async () =>
  ((await (await admin.get("/api/admin/featured-talents")).json()) as { items: { id: string }[] }).items.map(
    (t) => t.id,
  );
const carousel = async () =>
  ((await (await t.request("/api/talents/featured")).json()) as { items: { id: string }[] }).items.map(
    (t) => t.id,
  );
const put = (client: ApiClient, json: unknown) =>
  client.request("/api/admin/featured-talents/order", { method: "PUT", json });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, "admin@example.com", { role: "admin" })).client;
  await insertTalents(t.database.handle.db, [
    talentRecord({ id: ids.a, name: "Ada", featured: true, featuredOrder: 2 }),
    talentRecord({ id: ids.b, name: "Ben", featured: true, featuredOrder: 1 }),
    // No order: counts as 999, so it comes last; pending talents are listed for the admin too.
    talentRecord({ id: ids.c, name: "Cleo", featured: true, featuredOrder: null, status: "pending" }),
    talentRecord({ id: ids.d, name: "Dora", featured: false }),
  ]);
});
afterAll(() => t.dispose());

describe("GET /api/admin/featured-talents", () => {
  it("lists every featured talent by order, a missing order counting as 999, with the card's fields", async () => {
    const res = await admin.get("/api/admin/featured-talents");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: Record<string, unknown>[] };
    expect(body.items.map((i) => i.name)).toEqual(["Ben", "Ada", "Cleo"]);
    expect(body.items[2]).toMatchObject({
      id: ids.c,
      subcategory: "model",
      status: "pending",
      featuredOrder: null,
    });
  });

  // Visitors and non-admins are refused in the authorization table; an admin is not, by role alone.
  it("refuses an administrator whose address is not confirmed", async () => {
    const unconfirmed = await signedInUser(t, "unconfirmed@example.com", {
      role: "admin",
      emailVerified: false,
    });
    expect((await unconfirmed.client.get("/api/admin/featured-talents")).status).toBe(403);
  });
});

describe("PUT /api/admin/featured-talents/order", () => {
  it("saves the whole order (position + 1), records it, and tells open pages", async () => {
    const events: ChangeEvent[] = [];
    const stop = t.deps.realtime.subscribe((message) => events.push(message.event));
    const res = await put(admin, { ids: [ids.c, ids.a, ids.b] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { id: string; featuredOrder: number }[] };
    expect(body.items.map((i) => [i.id, i.featuredOrder])).toEqual([
      [ids.c, 1],
      [ids.a, 2],
      [ids.b, 3],
    ]);
    expect(await order()).toEqual([ids.c, ids.a, ids.b]);
    // The carousel shows approved talents only, in the new order.
    expect(await carousel()).toEqual([ids.a, ids.b]);
    // With PostgreSQL the event travels through NOTIFY and arrives a moment later.
    await vi.waitFor(() => expect(events).toContainEqual({ type: "talents.reordered" }));
    stop();

    const audit = (await (await admin.get("/api/admin/audit?limit=5")).json()) as {
      items: { action: string; changes: { order: { to: string[] } } }[];
    };
    const entry = audit.items.find((i) => i.action === "talents.reorder");
    expect(entry?.changes.order.to).toEqual(["Cleo (cccccc)", "Ada (aaaaaa)", "Ben (bbbbbb)"]);
  });

  it("refuses a list that is not exactly the featured talents (409) and changes nothing", async () => {
    const before = await order();
    for (const wrong of [
      [ids.a, ids.b],
      [ids.a, ids.b, ids.c, ids.d],
      [ids.a, ids.b, "nobody"],
    ]) {
      const res = await put(admin, { ids: wrong });
      expect(res.status, JSON.stringify(wrong)).toBe(409);
    }
    expect(await order()).toEqual(before);
  });

  it("rejects duplicates and empty lists as invalid", async () => {
    expect((await put(admin, { ids: [ids.a, ids.a, ids.b] })).status).toBe(400);
    expect((await put(admin, { ids: [] })).status).toBe(400);
    expect((await put(admin, {})).status).toBe(400);
  });

  it("is one transaction: when the audit record cannot be written, the previous order stays", async () => {
    const before = await order();
    const db = t.database.handle.db;
    await sql`alter table admin_audit_log rename to admin_audit_log_away`.execute(db);
    try {
      const res = await put(admin, { ids: [...before].reverse() });
      expect(res.status).toBe(500);
    } finally {
      await sql`alter table admin_audit_log_away rename to admin_audit_log`.execute(db);
    }
    expect(await order()).toEqual(before);
    const rows = await db
      .selectFrom("talents")
      .select(["id", "featured_order"])
      .where("featured", "=", 1)
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.featured_order]))).toEqual({
      [ids.c]: 1,
      [ids.a]: 2,
      [ids.b]: 3,
    });
  });
});
