import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UsersPage } from "#shared/admin/admin-users.schema";
import type { ApiClient } from "#tests/support/api-client";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { syncPlanPrices } from "./plan-prices.service.ts";

let t: TestApp;
let admin: ApiClient;
const users: Record<string, string> = {};

const list = async (query = "") => (await (await admin.get(`/api/admin/users${query}`)).json()) as UsersPage;
const put = (client: ApiClient, path: string, json: unknown) => client.request(path, { method: "PUT", json });
const plans = async () =>
  ((await (await admin.get("/api/admin/plans")).json()) as { plans: { id: string; productName: string }[] })
    .plans;

beforeAll(async () => {
  t = await createTestApp();
  await syncPlanPrices(t.database.handle.db, t.deps.payments);
  admin = (await signedInUser(t, "admin@example.com", { role: "admin" })).client;
  for (const name of ["zoe", "ina"]) users[name] = (await signedInUser(t, `${name}@example.com`)).userId;
});
afterAll(() => t.dispose());

describe("assigning a plan (PUT /api/admin/users/{id}/plan)", () => {
  it("lists the plans on offer and assigns one for a year, creating the customer record", async () => {
    const offered = await plans();
    expect(offered.map((p) => p.productName)).toEqual(["Starter", "Pro", "Premium"]);
    const pro = offered[1]?.id ?? "";
    expect((await put(admin, `/api/admin/users/${users.ina}/plan`, { priceId: pro })).status).toBe(200);

    const db = t.database.handle.db;
    expect(
      await db
        .selectFrom("customers")
        .select("id")
        .where("id", "=", users.ina ?? "")
        .executeTakeFirst(),
    ).toBeDefined();
    const sub = await db
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", users.ina ?? "")
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: "active", quantity: 1, price_id: pro, cancel_at_period_end: 0 });
    const days =
      (Date.parse(sub.current_period_end ?? "") - Date.parse(sub.current_period_start ?? "")) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);

    expect((await list("?q=ina@")).items[0]?.subscription).toEqual({ planName: "Pro", status: "active" });
    const billing = (await (await admin.get("/api/admin/subscriptions")).json()) as {
      items: { userEmail: string; planName: string; status: string }[];
    };
    expect(billing.items).toContainEqual(
      expect.objectContaining({ userEmail: "ina@example.com", planName: "Pro", status: "active" }),
    );

    // Assigning again replaces the plan in place (an upsert by account).
    const premium = offered[2]?.id ?? "";
    expect((await put(admin, `/api/admin/users/${users.ina}/plan`, { priceId: premium })).status).toBe(200);
    const count = await db
      .selectFrom("subscriptions")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("user_id", "=", users.ina ?? "")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(
      (await put(admin, `/api/admin/users/${users.ina}/plan`, { priceId: "no-such-price" })).status,
    ).toBe(404);
    expect((await put(admin, `/api/admin/users/${users.ina}/plan`, {})).status).toBe(400);
  });

  it("assigning a plan is one transaction: a failure leaves the previous state", async () => {
    const db = t.database.handle.db;
    const starter = (await plans())[0]?.id ?? "";
    const before = await db
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", users.ina ?? "")
      .executeTakeFirst();
    await sql`alter table admin_audit_log rename to admin_audit_log_away`.execute(db);
    try {
      expect((await put(admin, `/api/admin/users/${users.ina}/plan`, { priceId: starter })).status).toBe(500);
      expect((await put(admin, `/api/admin/users/${users.zoe}/plan`, { priceId: starter })).status).toBe(500);
    } finally {
      await sql`alter table admin_audit_log_away rename to admin_audit_log`.execute(db);
    }
    const after = await db
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", users.ina ?? "")
      .executeTakeFirst();
    expect(after).toEqual(before);
    // Not even the customer record of the account that had none is left behind.
    expect(
      await db
        .selectFrom("customers")
        .select("id")
        .where("id", "=", users.zoe ?? "")
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db
        .selectFrom("subscriptions")
        .select("id")
        .where("user_id", "=", users.zoe ?? "")
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("says 'Could not verify customer record.' when the customer records cannot be read", async () => {
    const db = t.database.handle.db;
    const starter = (await plans())[0]?.id ?? "";
    await sql`alter table customers rename to customers_away`.execute(db);
    try {
      const res = await put(admin, `/api/admin/users/${users.zoe}/plan`, { priceId: starter });
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        "Could not verify customer record.",
      );
    } finally {
      await sql`alter table customers_away rename to customers`.execute(db);
    }
  });

  // Visitors and non-admins are refused in the authorization table; an admin is not, by role alone.
  it("refuses the billing routes to an administrator whose address is not confirmed", async () => {
    const unconfirmed = (await signedInUser(t, "unsure@example.com", { role: "admin", emailVerified: false }))
      .client;
    const calls = [
      (c: ApiClient) => c.get("/api/admin/plans"),
      (c: ApiClient) => c.get("/api/admin/subscriptions"),
      (c: ApiClient) => put(c, `/api/admin/users/${users.zoe}/plan`, { priceId: "x" }),
    ];
    for (const call of calls) expect((await call(unconfirmed)).status).toBe(403);
    expect(
      await t.database.handle.db
        .selectFrom("subscriptions")
        .select("id")
        .where("user_id", "=", users.zoe ?? "")
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
