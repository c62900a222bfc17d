import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_MODE_PRICE_IDS } from "#server/payments/test-mode-provider";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import {
  assignPlan,
  listPlanChoices,
  listSubscriptionsForAdmin,
  oneYearAfter,
} from "./admin-billing.service.ts";
import { syncPlanPrices } from "./plan-prices.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await syncPlanPrices(t.database.handle.db, t.deps.payments);
});
afterAll(async () => {
  await t.dispose();
});

const db = () => t.database.handle.db;

describe("the admin's plan choices", () => {
  it("are the active prices with their product names, cheapest first", async () => {
    expect(await listPlanChoices(db())).toEqual([
      {
        id: TEST_MODE_PRICE_IDS.starter,
        productName: "Starter",
        unitAmount: 1999,
        currency: "eur",
        interval: "month",
      },
      {
        id: TEST_MODE_PRICE_IDS.pro,
        productName: "Pro",
        unitAmount: 3999,
        currency: "eur",
        interval: "month",
      },
      {
        id: TEST_MODE_PRICE_IDS.premium,
        productName: "Premium",
        unitAmount: 6999,
        currency: "eur",
        interval: "month",
      },
    ]);
  });
});

describe("assigning a plan", () => {
  it("creates the customer record and an active one-year subscription, in the caller's transaction", async () => {
    const { userId, email, client } = await signedInUser(t, "assigned@example.com");
    const now = new Date("2026-11-23T12:00:00.000Z");
    const result = await db()
      .transaction()
      .execute((trx) => assignPlan(trx, { userId, priceId: TEST_MODE_PRICE_IDS.premium, now }));
    expect(result.change).toEqual({ userId, livePlanBefore: null, livePlanAfter: "premium" });

    const customer = await db()
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirst();
    expect(customer).toMatchObject({ id: userId, provider_customer_id: null });
    const row = await db()
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst();
    expect(row).toMatchObject({
      id: result.subscriptionId,
      price_id: TEST_MODE_PRICE_IDS.premium,
      status: "active",
      quantity: 1,
      created: now.toISOString(),
      current_period_start: now.toISOString(),
      current_period_end: "2027-11-23T12:00:00.000Z",
      cancel_at_period_end: 0,
      provider: "manual",
    });

    const subscription = (await (await client.get("/api/me/subscription")).json()).subscription;
    expect(subscription).toMatchObject({ planName: "Premium", status: "active", managedBy: "team" });

    const table = await listSubscriptionsForAdmin(db());
    expect(table.find((r) => r.userId === userId)).toMatchObject({
      userEmail: email,
      planName: "Premium",
      status: "active",
      currentPeriodEnd: "2027-11-23T12:00:00.000Z",
      granted: true,
    });

    // Assigning again replaces the plan in place (upsert by account).
    await db()
      .transaction()
      .execute((trx) => assignPlan(trx, { userId, priceId: TEST_MODE_PRICE_IDS.starter, now }));
    const rows = await db()
      .selectFrom("subscriptions")
      .select(["id", "price_id"])
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toEqual([{ id: result.subscriptionId, price_id: TEST_MODE_PRICE_IDS.starter }]);
  });

  it("rolls back with the caller's transaction", async () => {
    const { userId } = await signedInUser(t, "assigned-rolled-back@example.com");
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await assignPlan(trx, { userId, priceId: TEST_MODE_PRICE_IDS.pro });
          throw new Error("the audit record failed");
        }),
    ).rejects.toThrow("the audit record failed");
    expect(
      await db().selectFrom("subscriptions").select("id").where("user_id", "=", userId).execute(),
    ).toEqual([]);
    expect(await db().selectFrom("customers").select("id").where("id", "=", userId).execute()).toEqual([]);
  });

  it("refuses an unknown user, a price not on offer, and an account that pays through the provider", async () => {
    const assign = (userId: string, priceId: string) =>
      db()
        .transaction()
        .execute((trx) => assignPlan(trx, { userId, priceId }));
    await expect(assign("nobody", TEST_MODE_PRICE_IDS.pro)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const { userId, client } = await signedInUser(t, "assigned-paying@example.com");
    await expect(assign(userId, "price_unknown")).rejects.toMatchObject({ code: "NOT_FOUND" });

    const { url } = await (
      await client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true })
    ).json();
    await client.post(`/api/billing/test/checkout-sessions/${url.split("/").pop()}/complete`);
    await expect(assign(userId, TEST_MODE_PRICE_IDS.premium)).rejects.toMatchObject({ code: "CONFLICT" });

    // Also while the provider still collects a failed payment: an assigned plan would hide that charge.
    expect((await client.post("/api/billing/test/portal/fail-payment")).status).toBe(200);
    await expect(assign(userId, TEST_MODE_PRICE_IDS.premium)).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/waiting for a payment/),
    });
    const row = await db()
      .selectFrom("subscriptions")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst();
    expect(row).toMatchObject({ provider: "test", status: "past_due" });
  });

  it("lasts one year, whatever the date", () => {
    expect(oneYearAfter(new Date("2028-02-29T00:00:00.000Z")).toISOString()).toBe("2029-03-01T00:00:00.000Z");
  });
});
