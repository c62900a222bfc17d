import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordChanges } from "#tests/support/change-recorder";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { syncPlanPrices } from "./plan-prices.service.ts";

let t: TestApp;
let changes: ReturnType<typeof recordChanges>;
beforeAll(async () => {
  t = await createTestApp();
  await syncPlanPrices(t.database.handle.db, t.deps.payments);
  changes = recordChanges(t.deps.realtime);
});
afterAll(async () => {
  await t.dispose();
});

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

async function startCheckout(client: Client, planId = "pro") {
  const res = await client.post("/api/billing/checkout", { planId, withdrawalConsent: true });
  expect(res.status).toBe(200);
  return (await res.json()) as { url: string; destination: "checkout" | "portal"; reason?: string };
}

const sessionIdOf = (url: string) => url.split("/").pop() ?? "";

async function buy(client: Client, planId = "pro") {
  const { url } = await startCheckout(client, planId);
  const res = await client.post(`/api/billing/test/checkout-sessions/${sessionIdOf(url)}/complete`);
  expect(res.status).toBe(200);
  return res;
}

async function mySubscription(client: Client) {
  return (await (await client.get("/api/me/subscription")).json()).subscription;
}

describe("the payment provider in test mode", () => {
  it("is named for the checkout toasts", async () => {
    const res = await t.request("/api/billing/provider");
    expect(await res.json()).toEqual({ provider: "test", name: "Test Payments" });
  });

  it("has no Stripe webhook", async () => {
    const res = await t.request("/api/billing/stripe/webhook", { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
  });
});

describe("who may buy and manage a plan", () => {
  // Visitors (401) and unconfirmed accounts (403) are refused every billing route in the authorization
  // table.
  it("refuses a plan that does not exist", async () => {
    const { client } = await signedInUser(t, "no-such-plan@example.com");
    const res = await client.post("/api/billing/checkout", { planId: "gold", withdrawalConsent: true });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("VALIDATION_FAILED");
  });

  it("a checkout session is its buyer's alone: another account sees 404 and cannot complete it", async () => {
    const buyer = await signedInUser(t, "buyer-own@example.com");
    const other = await signedInUser(t, "buyer-other@example.com");
    const id = sessionIdOf((await startCheckout(buyer.client)).url);
    expect((await other.client.get(`/api/billing/test/checkout-sessions/${id}`)).status).toBe(404);
    expect((await other.client.post(`/api/billing/test/checkout-sessions/${id}/complete`)).status).toBe(404);
    expect((await other.client.post(`/api/billing/test/checkout-sessions/${id}/cancel`)).status).toBe(404);
    expect(await mySubscription(other.client)).toBeNull();
    expect(await mySubscription(buyer.client)).toBeNull();
  });
});

describe("the express request to start before the withdrawal period ends", () => {
  it("is required for a checkout: without it, or with anything but true, no checkout starts", async () => {
    const { client, userId } = await signedInUser(t, "no-consent@example.com");
    for (const body of [{ planId: "pro" }, { planId: "pro", withdrawalConsent: false }]) {
      const res = await client.post("/api/billing/checkout", body);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.message).toMatch(/^withdrawalConsent: /);
    }
    const sessions = await t.database.handle.db
      .selectFrom("test_checkout_sessions")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(sessions).toEqual([]);
  });

  it("is stored, at the moment it was given, with the checkout session and the subscription it starts", async () => {
    const { client, userId } = await signedInUser(t, "consent-stored@example.com");
    const before = new Date().toISOString();
    const { url } = await startCheckout(client, "starter");
    const after = new Date().toISOString();
    const session = await t.database.handle.db
      .selectFrom("test_checkout_sessions")
      .select("withdrawal_consent_at")
      .where("id", "=", sessionIdOf(url))
      .executeTakeFirstOrThrow();
    const consentAt = session.withdrawal_consent_at ?? "";
    expect(consentAt >= before && consentAt <= after).toBe(true);

    await client.post(`/api/billing/test/checkout-sessions/${sessionIdOf(url)}/complete`);
    const subscription = async () =>
      t.database.handle.db
        .selectFrom("subscriptions")
        .select("withdrawal_consent_at")
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
    expect((await subscription()).withdrawal_consent_at).toBe(session.withdrawal_consent_at);
    // The portal's later changes keep it.
    expect((await client.post("/api/billing/test/portal/cancel")).status).toBe(200);
    expect((await subscription()).withdrawal_consent_at).toBe(session.withdrawal_consent_at);
  });

  it("is not asked of a subscriber, whom Choose Plan sends to the billing portal", async () => {
    const { client } = await signedInUser(t, "consent-subscriber@example.com");
    await buy(client, "pro");
    const res = await client.post("/api/billing/checkout", { planId: "premium" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ destination: "portal", reason: "upgrade" });
  });
});

describe("buying a plan in test mode", () => {
  it("checkout shows the plan, completing it starts an active monthly subscription, once", async () => {
    const { client, userId, email } = await signedInUser(t, "buyer-pro@example.com");
    const target = await startCheckout(client, "pro");
    expect(target.destination).toBe("checkout");
    expect(target.url).toMatch(/^\/billing\/test-checkout\/cs_test_[\w-]{20,}$/);
    const id = sessionIdOf(target.url);

    const session = await (await client.get(`/api/billing/test/checkout-sessions/${id}`)).json();
    expect(session).toMatchObject({
      id,
      status: "open",
      planId: "pro",
      planName: "Pro",
      unitAmount: 3999,
      currency: "eur",
      interval: "month",
      email,
    });

    await changes.clear();
    const before = Date.now();
    const done = await client.post(`/api/billing/test/checkout-sessions/${id}/complete`);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      redirectUrl: "http://localhost:3000/dashboard/settings?checkout=success",
    });
    expect(await changes.settled()).toContainEqual({ type: "subscription.changed", ownerId: userId });

    const subscription = await mySubscription(client);
    expect(subscription).toMatchObject({
      planId: "pro",
      planName: "Pro",
      status: "active",
      unitAmount: 3999,
      currency: "eur",
      interval: "month",
      cancelAtPeriodEnd: false,
      trialEnd: null,
      managedBy: "provider",
    });
    const days = (Date.parse(subscription.currentPeriodEnd) - before) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const again = await client.post(`/api/billing/test/checkout-sessions/${id}/complete`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("This checkout is already complete.");
    expect((await (await client.get(`/api/billing/test/checkout-sessions/${id}`)).json()).status).toBe(
      "complete",
    );

    // The same three events Stripe sends went through the bookkeeping, each recorded once.
    const events = await t.database.handle.db
      .selectFrom("processed_payment_events")
      .select("type")
      .where("provider", "=", "test")
      .execute();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["customer.subscription.created", "checkout.session.completed", "invoice.paid"]),
    );
    const customer = await t.database.handle.db
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ provider: "test" });
    expect(customer.provider_customer_id).toMatch(/^cus_test_/);
  });

  it("a subscriber's second Choose Plan goes to the portal, reusing the customer", async () => {
    const { client, userId } = await signedInUser(t, "buyer-twice@example.com");
    await buy(client, "starter");
    const customerBefore = await t.database.handle.db
      .selectFrom("customers")
      .select("provider_customer_id")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();

    expect(await startCheckout(client, "premium")).toEqual({
      destination: "portal",
      url: "/billing/test-portal",
      reason: "upgrade",
      currentPlanName: "Starter",
    });
    expect(await (await client.post("/api/billing/portal")).json()).toEqual({ url: "/billing/test-portal" });
    const customerAfter = await t.database.handle.db
      .selectFrom("customers")
      .select("provider_customer_id")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(customerAfter).toEqual(customerBefore);
  });

  it("an open session of a subscriber cannot start a second subscription", async () => {
    const { client } = await signedInUser(t, "buyer-two-tabs@example.com");
    const first = sessionIdOf((await startCheckout(client, "pro")).url);
    const second = sessionIdOf((await startCheckout(client, "premium")).url);
    expect((await client.post(`/api/billing/test/checkout-sessions/${first}/complete`)).status).toBe(200);
    const res = await client.post(`/api/billing/test/checkout-sessions/${second}/complete`);
    expect(res.status).toBe(409);
    expect((await mySubscription(client)).planName).toBe("Pro");
  });

  it("leaving the checkout buys nothing, and the session cannot be completed afterwards", async () => {
    const { client } = await signedInUser(t, "buyer-leaves@example.com");
    const id = sessionIdOf((await startCheckout(client, "premium")).url);
    const left = await client.post(`/api/billing/test/checkout-sessions/${id}/cancel`);
    expect(await left.json()).toEqual({
      redirectUrl: "http://localhost:3000/dashboard/settings?checkout=cancelled",
    });
    expect((await client.post(`/api/billing/test/checkout-sessions/${id}/complete`)).status).toBe(409);
    expect(await mySubscription(client)).toBeNull();
  });

  it("an expired session cannot be completed", async () => {
    const { client } = await signedInUser(t, "buyer-late@example.com");
    const id = sessionIdOf((await startCheckout(client, "pro")).url);
    await t.database.handle.db
      .updateTable("test_checkout_sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await (await client.get(`/api/billing/test/checkout-sessions/${id}`)).json()).status).toBe(
      "expired",
    );
    const res = await client.post(`/api/billing/test/checkout-sessions/${id}/complete`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(
      "This checkout session has expired. Please choose your plan again.",
    );
    expect(await mySubscription(client)).toBeNull();
  });
});

describe("the test-mode billing portal", () => {
  it("cancels at period end, resumes, and switches plans, telling the account's pages each time", async () => {
    const { client, userId } = await signedInUser(t, "portal-user@example.com");
    expect(await (await client.get("/api/billing/test/portal")).json()).toEqual({ subscription: null });
    expect((await client.post("/api/billing/test/portal/cancel")).status).toBe(404);
    await buy(client, "pro");
    const periodEnd = (await mySubscription(client)).currentPeriodEnd;

    await changes.clear();
    const cancelled = await (await client.post("/api/billing/test/portal/cancel")).json();
    expect(cancelled.subscription).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    expect(await mySubscription(client)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await changes.settled()).toEqual([{ type: "subscription.changed", ownerId: userId }]);

    const resumed = await (await client.post("/api/billing/test/portal/resume")).json();
    expect(resumed.subscription).toMatchObject({ cancelAtPeriodEnd: false });

    const switched = await (
      await client.post("/api/billing/test/portal/switch", { planId: "premium" })
    ).json();
    expect(switched.subscription).toMatchObject({ planName: "Premium", unitAmount: 6999, status: "active" });
    expect((await (await client.get("/api/billing/test/portal")).json()).subscription.planId).toBe("premium");
    expect((await client.post("/api/billing/test/portal/switch", { planId: "gold" })).status).toBe(400);
  });
});

describe("a subscription with a payment due", () => {
  it("is shown as it is, and Choose Plan leads to the portal to pay, never to a second checkout", async () => {
    const { client, userId } = await signedInUser(t, "past-due@example.com");
    // A checkout left open in another tab, then a plan bought in this one.
    const openSession = sessionIdOf((await startCheckout(client, "premium")).url);
    await buy(client, "pro");

    await changes.clear();
    const failed = await (await client.post("/api/billing/test/portal/fail-payment")).json();
    expect(failed.subscription).toMatchObject({ status: "past_due", planName: "Pro" });
    expect(await mySubscription(client)).toMatchObject({ status: "past_due", planName: "Pro" });
    expect(await changes.settled()).toEqual([{ type: "subscription.changed", ownerId: userId }]);

    for (const planId of ["starter", "pro", "premium"]) {
      expect(await startCheckout(client, planId)).toEqual({
        destination: "portal",
        url: "/billing/test-portal",
        reason: "payment-due",
        currentPlanName: "Pro",
      });
    }
    const completed = await client.post(`/api/billing/test/checkout-sessions/${openSession}/complete`);
    expect(completed.status).toBe(409);
    expect((await completed.json()).error.message).toMatch(/has not gone through/);

    // The portal takes the payment first; nothing else until then.
    const cancel = await client.post("/api/billing/test/portal/cancel");
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).error.message).toBe("A payment is due on this subscription. Pay it first.");
    const paid = await (await client.post("/api/billing/test/portal/pay")).json();
    expect(paid.subscription).toMatchObject({ status: "active", planName: "Pro" });
    expect((await client.post("/api/billing/test/portal/pay")).status).toBe(409);
    expect((await startCheckout(client, "premium")).reason).toBe("upgrade");
  });

  for (const status of ["unpaid", "incomplete"]) {
    it(`refuses a second checkout while the subscription is ${status}`, async () => {
      const { client, userId } = await signedInUser(t, `${status}@example.com`);
      await buy(client, "starter");
      await t.database.handle.db
        .updateTable("subscriptions")
        .set({ status })
        .where("user_id", "=", userId)
        .execute();
      expect(await startCheckout(client, "pro")).toMatchObject({
        destination: "portal",
        reason: "payment-due",
      });
      expect(await mySubscription(client)).toMatchObject({ status, planName: "Starter" });
    });
  }
});

describe("the public change stream", () => {
  it("never carries an account's subscription change", async () => {
    const controller = new AbortController();
    const res = await t.request("/api/events", { signal: controller.signal });
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
    await t.deps.realtime.publish({ type: "subscription.changed" }, "u-private");
    await t.deps.realtime.publish({ type: "talent.changed", talentId: "t-public" });
    await readUntil("t-public");
    expect(received).not.toContain("u-private");
    expect(received).not.toContain("subscription.changed");
    controller.abort();
    await reader.cancel().catch(() => {});
  });
});

describe("deleting an account with a test-mode subscription", () => {
  it("removes the subscription, customer and checkout sessions with it", async () => {
    const { client, userId, password } = await signedInUser(t, "buyer-leaving@example.com");
    await buy(client, "starter");
    const res = await client.post("/api/account/delete", { confirmation: "DELETE", password });
    expect(res.status).toBe(200);
    const db = t.database.handle.db;
    for (const table of ["subscriptions", "test_checkout_sessions"] as const) {
      const rows = await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute();
      expect([table, rows.length]).toEqual([table, 0]);
    }
    expect(await db.selectFrom("customers").select("id").where("id", "=", userId).execute()).toEqual([]);
  });
});
