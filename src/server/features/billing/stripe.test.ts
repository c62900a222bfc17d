import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripeProvider } from "#server/payments/stripe-provider";
import { recordChanges } from "#tests/support/change-recorder";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { type StripeStandIn, startStripeStandIn } from "#tests/support/stripe-stand-in";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { syncPlanPrices } from "./plan-prices.service.ts";

const WEBHOOK_SECRET = "whsec_vitrine_test_secret";
const PRICES = { starter: "price_starter_1", pro: "price_pro_1", premium: "price_premium_1" };
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_vitrine",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_STARTER: PRICES.starter,
  STRIPE_PRICE_PRO: PRICES.pro,
  STRIPE_PRICE_PREMIUM: PRICES.premium,
};

let t: TestApp;
let changes: ReturnType<typeof recordChanges>;
let stripeApi: StripeStandIn;

beforeAll(async () => {
  stripeApi = await startStripeStandIn([
    { id: PRICES.starter, productName: "Vitrine Starter", unitAmount: 1999 },
    { id: PRICES.pro, productName: "Vitrine Pro", unitAmount: 3999 },
    { id: PRICES.premium, productName: "Vitrine Premium", unitAmount: 6999 },
  ]);
  const payments = createStripeProvider(
    { secretKey: STRIPE_ENV.STRIPE_SECRET_KEY, webhookSecret: WEBHOOK_SECRET, prices: PRICES },
    { host: "127.0.0.1", port: stripeApi.port, protocol: "http" },
  );
  t = await createTestApp(STRIPE_ENV, undefined, { payments });
  changes = recordChanges(t.deps.realtime);
});
afterAll(async () => {
  await t.dispose();
  await stripeApi.close();
});

// --- Stripe-shaped payloads ----------------------------------------------------------------------

const T0 = Math.floor(Date.parse("2026-11-23T10:00:00Z") / 1000);
const DAY = 86_400;
let nextEvent = 1;

function priceObject(id: string, unitAmount = 3999) {
  return {
    id,
    object: "price",
    active: true,
    currency: "eur",
    unit_amount: unitAmount,
    recurring: { interval: "month", interval_count: 1 },
    product: `prod_${id}`,
    livemode: false,
  };
}

function subscriptionObject(o: {
  id: string;
  customer: string;
  userId?: string;
  status?: string;
  created?: number;
  cancelAtPeriodEnd?: boolean;
  price?: string;
  periodStart?: number;
  periodEnd?: number;
}) {
  const start = o.periodStart ?? o.created ?? T0;
  return {
    id: o.id,
    object: "subscription",
    customer: o.customer,
    status: o.status ?? "active",
    created: o.created ?? T0,
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    trial_end: null,
    currency: "eur",
    metadata: o.userId ? { user_id: o.userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${o.id}`,
          object: "subscription_item",
          quantity: 1,
          current_period_start: start,
          current_period_end: o.periodEnd ?? start + 30 * DAY,
          price: priceObject(o.price ?? PRICES.pro),
        },
      ],
    },
  };
}

function event(type: string, object: unknown, created: number, id = `evt_test_${nextEvent++}`) {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    type,
    created,
    livemode: false,
    data: { object },
  };
}

async function deliver(payload: unknown, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return t.request("/api/billing/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
}

async function row(userId: string) {
  return t.database.handle.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

async function customerOf(userId: string) {
  return t.database.handle.db.selectFrom("customers").selectAll().where("id", "=", userId).executeTakeFirst();
}

beforeEach(async () => {
  await changes.clear();
});

// --- Tests -----------------------------------------------------------------------------------------

describe("with Stripe configured", () => {
  it("names Stripe for the toasts and has no test-mode checkout or portal", async () => {
    expect(await (await t.request("/api/billing/provider")).json()).toEqual({
      provider: "stripe",
      name: "Stripe",
    });
    const { client } = await signedInUser(t, "no-test-mode@example.com");
    expect((await client.get("/api/billing/test/portal")).status).toBe(404);
    expect((await client.post("/api/billing/test/checkout-sessions/cs_x/complete")).status).toBe(404);
  });

  it("fetches the plans' prices from Stripe, with their product names", async () => {
    await syncPlanPrices(t.database.handle.db, t.deps.payments);
    const [request] = stripeApi.sent("GET", `/v1/prices/${PRICES.pro}`);
    expect(request?.params["expand[0]"]).toBe("product");
    expect(request?.headers.authorization).toBe("Bearer sk_test_vitrine");
    const prices = await t.database.handle.db
      .selectFrom("prices")
      .selectAll()
      .orderBy("unit_amount")
      .execute();
    expect(
      prices.map((p) => [p.id, p.plan_id, p.product_name, p.unit_amount, p.currency, p.interval, p.active]),
    ).toEqual([
      [PRICES.starter, "starter", "Vitrine Starter", 1999, "eur", "month", 1],
      [PRICES.pro, "pro", "Vitrine Pro", 3999, "eur", "month", 1],
      [PRICES.premium, "premium", "Vitrine Premium", 6999, "eur", "month", 1],
    ]);
  });
});

describe("Checkout and the Billing Portal", () => {
  it("create a customer once and a subscription Checkout Session for the plan's price", async () => {
    const { client, userId, email } = await signedInUser(t, "stripe-buyer@example.com");
    const res = await client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ destination: "checkout" });
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_standin_\d+$/);

    const customers = stripeApi
      .sent("POST", "/v1/customers")
      .filter((r) => r.params["metadata[user_id]"] === userId);
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params.email).toBe(email);
    const customerId = (await customerOf(userId))?.provider_customer_id;
    expect(customerId).toMatch(/^cus_standin_/);

    const session = stripeApi.sent("POST", "/v1/checkout/sessions").at(-1);
    expect(session?.params).toEqual({
      mode: "subscription",
      customer: customerId,
      client_reference_id: userId,
      "line_items[0][price]": PRICES.pro,
      "line_items[0][quantity]": "1",
      "subscription_data[metadata][user_id]": userId,
      "subscription_data[metadata][withdrawal_consent_at]": expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      success_url: "http://localhost:3000/dashboard/settings?checkout=success",
      cancel_url: "http://localhost:3000/dashboard/settings?checkout=cancelled",
      locale: "en",
    });

    // A second visit reuses the customer.
    await client.post("/api/billing/checkout", { planId: "premium", withdrawalConsent: true });
    expect(
      stripeApi.sent("POST", "/v1/customers").filter((r) => r.params["metadata[user_id]"] === userId),
    ).toHaveLength(1);
    expect(stripeApi.sent("POST", "/v1/checkout/sessions").at(-1)?.params).toMatchObject({
      customer: customerId,
      "line_items[0][price]": PRICES.premium,
    });
  });

  it("start no checkout without the buyer's express request to start before the withdrawal period ends", async () => {
    const { client } = await signedInUser(t, "stripe-no-consent@example.com");
    const sessionsBefore = stripeApi.sent("POST", "/v1/checkout/sessions").length;
    const res = await client.post("/api/billing/checkout", { planId: "pro" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("VALIDATION_FAILED");
    expect(stripeApi.sent("POST", "/v1/checkout/sessions")).toHaveLength(sessionsBefore);
  });

  it("keep the moment of the express request, which the subscription's metadata carries, with the subscription", async () => {
    const { client, userId } = await signedInUser(t, "stripe-consent@example.com");
    await client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true });
    const consentAt =
      stripeApi.sent("POST", "/v1/checkout/sessions").at(-1)?.params[
        "subscription_data[metadata][withdrawal_consent_at]"
      ] ?? "";
    expect(consentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const customerId = (await customerOf(userId))?.provider_customer_id ?? "";
    const subscription = subscriptionObject({ id: "sub_consent", customer: customerId, userId });
    const withConsent = { ...subscription, metadata: { user_id: userId, withdrawal_consent_at: consentAt } };
    expect((await deliver(event("customer.subscription.created", withConsent, T0))).status).toBe(200);
    expect((await row(userId))?.withdrawal_consent_at).toBe(consentAt);
    // A later event of the same subscription that lacks it does not lose it.
    expect((await deliver(event("customer.subscription.updated", subscription, T0 + 60))).status).toBe(200);
    expect((await row(userId))?.withdrawal_consent_at).toBe(consentAt);
  });

  it("open the portal for the customer, returning to Settings; a subscriber's Choose Plan goes there too", async () => {
    const { client, userId } = await signedInUser(t, "stripe-portal@example.com");
    const none = await client.post("/api/billing/portal");
    expect(none.status).toBe(404);
    expect((await none.json()).error.message).toBe(
      "You have no subscription to manage yet. Choose a plan first.",
    );

    await client.post("/api/billing/checkout", { planId: "starter", withdrawalConsent: true });
    const customerId = (await customerOf(userId))?.provider_customer_id ?? "";
    const res = await client.post("/api/billing/portal");
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(stripeApi.sent("POST", "/v1/billing_portal/sessions").at(-1)?.params).toEqual({
      customer: customerId,
      return_url: "http://localhost:3000/dashboard/settings",
      locale: "en",
    });

    expect(
      (
        await deliver(
          event(
            "customer.subscription.created",
            subscriptionObject({ id: "sub_portal", customer: customerId, userId, price: PRICES.starter }),
            T0,
          ),
        )
      ).status,
    ).toBe(200);
    const again = await (
      await client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true })
    ).json();
    expect(again.destination).toBe("portal");
    expect(again.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });

  for (const status of ["past_due", "unpaid", "incomplete"]) {
    it(`send an account whose subscription is ${status} to the portal to pay, never to a second checkout`, async () => {
      const { client, userId } = await signedInUser(t, `stripe-${status}@example.com`);
      await client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true });
      const customerId = (await customerOf(userId))?.provider_customer_id ?? "";
      const subscription = subscriptionObject({ id: `sub_${status}`, customer: customerId, userId, status });
      expect((await deliver(event("customer.subscription.updated", subscription, T0))).status).toBe(200);
      expect((await row(userId))?.status).toBe(status);

      const sessionsBefore = stripeApi.sent("POST", "/v1/checkout/sessions").length;
      for (const planId of ["starter", "pro", "premium"]) {
        const res = await client.post("/api/billing/checkout", { planId, withdrawalConsent: true });
        expect(res.status).toBe(200);
        const body = await res.json();
        expect(body).toMatchObject({ destination: "portal", reason: "payment-due", currentPlanName: "Pro" });
        expect(body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
      }
      expect(stripeApi.sent("POST", "/v1/checkout/sessions")).toHaveLength(sessionsBefore);
      expect((await (await client.get("/api/me/subscription")).json()).subscription).toMatchObject({
        status,
        planName: "Pro",
      });
    });
  }

  it("open Checkout and the portal in the account's language", async () => {
    const { client } = await signedInUser(t, "stripe-german@example.com");
    const language = await client.request("/api/account/language", {
      method: "PUT",
      json: { language: "de" },
    });
    expect(language.status).toBe(200);
    expect(
      (await client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true })).status,
    ).toBe(200);
    expect(stripeApi.sent("POST", "/v1/checkout/sessions").at(-1)?.params).toMatchObject({
      "line_items[0][price]": PRICES.pro,
      locale: "de",
      success_url: expect.stringMatching(/\/de\/dashboard\/settings\?checkout=success$/),
    });
    expect((await client.post("/api/billing/portal")).status).toBe(200);
    expect(stripeApi.sent("POST", "/v1/billing_portal/sessions").at(-1)?.params).toMatchObject({
      locale: "de",
      return_url: expect.stringMatching(/\/de\/dashboard\/settings$/),
    });
  });

  it("say why a subscriber goes to the portal: the same plan, a dearer one or a cheaper one", async () => {
    const { client, userId } = await signedInUser(t, "stripe-switcher@example.com");
    await client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true });
    const customerId = (await customerOf(userId))?.provider_customer_id ?? "";
    await deliver(
      event(
        "customer.subscription.created",
        subscriptionObject({ id: "sub_switch", customer: customerId, userId }),
        T0,
      ),
    );
    const reasonFor = async (planId: string) =>
      (await (await client.post("/api/billing/checkout", { planId, withdrawalConsent: true })).json()).reason;
    expect([await reasonFor("pro"), await reasonFor("premium"), await reasonFor("starter")]).toEqual([
      "same-plan",
      "upgrade",
      "downgrade",
    ]);
  });

  it("answer Stripe's refusal as a provider error with Stripe's message", async () => {
    const { client } = await signedInUser(t, "stripe-refused@example.com");
    stripeApi.failNext("/v1/checkout/sessions", {
      status: 400,
      type: "invalid_request_error",
      message: "No such price: 'price_pro_1'",
    });
    const res = await client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true });
    expect(res.status).toBe(502);
    expect((await res.json()).error).toEqual({
      code: "PAYMENT_PROVIDER",
      message: "No such price: 'price_pro_1'",
    });
  });
});

describe("the cancellation button with Stripe", () => {
  const cancellation = (email: string) => ({
    name: "Stripe Canceller",
    email,
    planId: "pro",
    kind: "ordinary",
    reason: "",
    effective: "asap",
    effectiveDate: "",
    language: "en",
  });

  async function subscribed(email: string, subscriptionId: string) {
    const user = await signedInUser(t, email);
    await user.client.post("/api/billing/checkout", { planId: "pro", withdrawalConsent: true });
    const customerId = (await customerOf(user.userId))?.provider_customer_id ?? "";
    const subscription = subscriptionObject({
      id: subscriptionId,
      customer: customerId,
      userId: user.userId,
    });
    expect((await deliver(event("customer.subscription.created", subscription, T0))).status).toBe(200);
    return { ...user, customerId };
  }

  it("sets a signed-in account's plan to end at its period's end as the Billing Portal does; Stripe's webhook brings the change", async () => {
    const { client, userId, email, customerId } = await subscribed("stripe-cancel@example.com", "sub_button");
    const res = await client.post("/api/cancellations", cancellation(email), {
      headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ outcome: "plan-ends", planName: "Pro" });
    expect(stripeApi.sent("POST", "/v1/subscriptions/sub_button").at(-1)?.params).toEqual({
      cancel_at_period_end: "true",
    });

    const cancelled = subscriptionObject({
      id: "sub_button",
      customer: customerId,
      userId,
      cancelAtPeriodEnd: true,
    });
    expect((await deliver(event("customer.subscription.updated", cancelled, T0 + 60))).status).toBe(200);
    expect(await row(userId)).toMatchObject({ status: "active", cancel_at_period_end: 1 });
    const mails = await t.database.handle.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", email)
      .execute();
    expect(mails.map((m) => m.subject)).toContain("Your cancellation has been received");
  });

  it("hands the cancellation to a person when Stripe cannot be told, and still confirms its receipt", async () => {
    const { client, userId, email } = await subscribed("stripe-cancel-refused@example.com", "sub_refused");
    stripeApi.failNext("/v1/subscriptions/sub_refused", {
      status: 400,
      type: "invalid_request_error",
      message: "No such subscription",
    });
    const res = await client.post("/api/cancellations", cancellation(email), {
      headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).outcome).toBe("received");
    expect((await row(userId))?.cancel_at_period_end).toBe(0);
    const inbox = await t.database.handle.db
      .selectFrom("contact_messages")
      .select(["kind", "message"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(inbox.kind).toBe("cancellation");
    expect(inbox.message).toContain("the payment provider could not be told");
  });
});

describe("the webhook", () => {
  it("accepts a payload signed with the webhook secret and keeps the subscription", async () => {
    const { client, userId } = await signedInUser(t, "stripe-webhook@example.com");
    const res = await deliver(
      event(
        "customer.subscription.created",
        subscriptionObject({ id: "sub_signed", customer: "cus_signed", userId }),
        T0,
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await changes.settled()).toEqual([{ type: "subscription.changed", ownerId: userId }]);
    expect((await (await client.get("/api/me/subscription")).json()).subscription).toMatchObject({
      planId: "pro",
      planName: "Pro",
      status: "active",
      unitAmount: 3999,
      currentPeriodEnd: new Date((T0 + 30 * DAY) * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    // The customer is linked from the subscription when no checkout told us before.
    expect((await customerOf(userId))?.provider_customer_id).toBe("cus_signed");
  });

  it("refuses a wrong signature, a changed body and a missing header with 400, changing nothing", async () => {
    const { userId } = await signedInUser(t, "stripe-forged@example.com");
    const payload = event(
      "customer.subscription.created",
      subscriptionObject({ id: "sub_forged", customer: "cus_forged", userId }),
      T0,
    );
    const wrong = await deliver(payload, "whsec_someone_else");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe("BAD_REQUEST");

    const body = JSON.stringify(payload);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const tampered = await t.request("/api/billing/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: body.replace('"active"', '"trialing"'),
    });
    expect(tampered.status).toBe(400);

    const unsigned = await t.request("/api/billing/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(unsigned.status).toBe(400);
    expect(await row(userId)).toBeUndefined();
  });

  it("acknowledges event types it does not use", async () => {
    const res = await deliver(event("charge.refunded", { id: "ch_1", object: "charge" }, T0));
    expect(res.status).toBe(200);
  });

  it("changes nothing the second time an event arrives", async () => {
    const { userId } = await signedInUser(t, "stripe-duplicate@example.com");
    const sub = (o: Partial<Parameters<typeof subscriptionObject>[0]>) =>
      subscriptionObject({ id: "sub_dup", customer: "cus_dup", userId, ...o });
    await deliver(event("customer.subscription.created", sub({}), T0));
    const cancel = event("customer.subscription.updated", sub({ cancelAtPeriodEnd: true }), T0 + 60);
    expect((await deliver(cancel)).status).toBe(200);
    const stored = await row(userId);
    expect(stored?.cancel_at_period_end).toBe(1);

    await changes.clear();
    expect((await deliver(cancel)).status).toBe(200);
    expect(await row(userId)).toEqual(stored);
    expect(await changes.settled()).toEqual([]);

    // resumed later, then Stripe redelivers the cancellation once more
    await deliver(event("customer.subscription.updated", sub({ cancelAtPeriodEnd: false }), T0 + 120));
    expect((await deliver(cancel)).status).toBe(200);
    expect((await row(userId))?.cancel_at_period_end).toBe(0);
    const seen = await t.database.handle.db
      .selectFrom("processed_payment_events")
      .select("id")
      .where("id", "=", cancel.id)
      .execute();
    expect(seen).toHaveLength(1);
  });

  it("never lets an older event overwrite a newer one, whatever the order", async () => {
    const { userId } = await signedInUser(t, "stripe-order@example.com");
    const sub = (o: Partial<Parameters<typeof subscriptionObject>[0]>) =>
      subscriptionObject({ id: "sub_order", customer: "cus_order", userId, ...o });
    // The renewal failed (newer) arrives before the subscription's earlier active state.
    await deliver(event("customer.subscription.updated", sub({ status: "past_due" }), T0 + 3600));
    await deliver(
      event("customer.subscription.updated", sub({ status: "active", cancelAtPeriodEnd: true }), T0),
    );
    expect(await row(userId)).toMatchObject({ status: "past_due", cancel_at_period_end: 0 });

    // In one second: created (incomplete) delivered after updated (active): the lifecycle does not go back.
    const { userId: second } = await signedInUser(t, "stripe-same-second@example.com");
    const sub2 = (status: string) =>
      subscriptionObject({ id: "sub_same", customer: "cus_same", userId: second, status });
    await deliver(event("customer.subscription.updated", sub2("active"), T0));
    await deliver(event("customer.subscription.created", sub2("incomplete"), T0));
    expect((await row(second))?.status).toBe("active");

    // A deletion is final; a late update of the same subscription does not bring it back.
    await deliver(event("customer.subscription.deleted", sub2("canceled"), T0 + 10));
    await deliver(event("customer.subscription.updated", sub2("active"), T0 + 5));
    expect((await row(second))?.status).toBe("canceled");
  });

  it("a new subscription replaces an ended one, and the old one's late events leave it alone", async () => {
    const { client, userId } = await signedInUser(t, "stripe-again@example.com");
    const old = (status: string) =>
      subscriptionObject({ id: "sub_old", customer: "cus_again", userId, status, created: T0 - 60 * DAY });
    await deliver(event("customer.subscription.deleted", old("canceled"), T0 - DAY));
    expect((await (await client.get("/api/me/subscription")).json()).subscription).toBeNull();
    const fresh = subscriptionObject({
      id: "sub_new",
      customer: "cus_again",
      userId,
      created: T0,
      price: PRICES.premium,
      periodEnd: T0 + 31 * DAY,
    });
    await deliver(event("customer.subscription.created", fresh, T0));
    await deliver(event("customer.subscription.deleted", old("canceled"), T0 + 100));
    expect(await row(userId)).toMatchObject({
      provider_subscription_id: "sub_new",
      status: "active",
      price_id: PRICES.premium,
    });
    expect((await (await client.get("/api/me/subscription")).json()).subscription.planName).toBe("Premium");
  });

  it("a Premium subscription gives the talent's public profile the Premium badge until Stripe ends it", async () => {
    const { userId } = await signedInUser(t, "stripe-premium-talent@example.com");
    const [talent] = await insertTalents(t.database.handle.db, [
      talentRecord({ userId, name: "Stripe Premium Talent" }),
    ]);
    const slug = talent?.slug ?? "";
    t.deps.publicCache.clear();
    const badges = async () =>
      (await (await t.request(`/api/talents/by-slug/${slug}`)).json()).talent.badges as string[];
    expect(await badges()).toEqual([]);

    const premium = (status: string) =>
      subscriptionObject({
        id: "sub_premium_talent",
        customer: "cus_premium_talent",
        userId,
        status,
        price: PRICES.premium,
      });
    await deliver(event("customer.subscription.created", premium("active"), T0));
    expect(await badges()).toEqual(["premium"]);
    await deliver(event("customer.subscription.updated", premium("past_due"), T0 + 30 * DAY));
    expect(await badges()).toEqual([]);
    await deliver(event("customer.subscription.updated", premium("active"), T0 + 31 * DAY));
    expect(await badges()).toEqual(["premium"]);
    await deliver(event("customer.subscription.deleted", premium("canceled"), T0 + 60 * DAY));
    expect(await badges()).toEqual([]);
  });

  it("a deleted subscription leaves the account without a plan", async () => {
    const { client, userId } = await signedInUser(t, "stripe-deleted@example.com");
    const sub = (status: string) =>
      subscriptionObject({ id: "sub_del", customer: "cus_del", userId, status });
    await deliver(event("customer.subscription.created", sub("active"), T0));
    await deliver(event("customer.subscription.deleted", sub("canceled"), T0 + 50));
    expect((await (await client.get("/api/me/subscription")).json()).subscription).toBeNull();
    expect((await row(userId))?.status).toBe("canceled");
  });

  it("a checkout completed links the customer to the account that checked out", async () => {
    const { userId } = await signedInUser(t, "stripe-checkout@example.com");
    const session = {
      id: "cs_done",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: userId,
      customer: "cus_checkout",
      subscription: "sub_checkout",
      payment_status: "paid",
    };
    expect((await deliver(event("checkout.session.completed", session, T0))).status).toBe(200);
    expect(await customerOf(userId)).toMatchObject({
      provider_customer_id: "cus_checkout",
      provider: "stripe",
    });
    // The subscription's events then find the account through the customer, even without metadata.
    await deliver(
      event(
        "customer.subscription.created",
        subscriptionObject({ id: "sub_checkout", customer: "cus_checkout" }),
        T0,
      ),
    );
    expect((await row(userId))?.provider_subscription_id).toBe("sub_checkout");
  });

  it("a failed renewal makes the subscription past due, and the paid invoice makes it active for the new period", async () => {
    const { client, userId } = await signedInUser(t, "stripe-invoice@example.com");
    await deliver(
      event(
        "customer.subscription.created",
        subscriptionObject({ id: "sub_inv", customer: "cus_inv", userId }),
        T0,
      ),
    );
    const invoice = (periodStart: number) => ({
      id: `in_${periodStart}`,
      object: "invoice",
      customer: "cus_inv",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_inv", metadata: {} },
      },
      lines: {
        object: "list",
        data: [
          { id: "il_1", object: "line_item", period: { start: periodStart, end: periodStart + 31 * DAY } },
        ],
      },
    });
    await deliver(event("invoice.payment_failed", invoice(T0 + 30 * DAY), T0 + 30 * DAY));
    expect((await row(userId))?.status).toBe("past_due");
    // Shown with its state, so the account can pay; not as the free plan.
    expect((await (await client.get("/api/me/subscription")).json()).subscription).toMatchObject({
      planName: "Pro",
      status: "past_due",
    });

    await deliver(event("invoice.paid", invoice(T0 + 30 * DAY), T0 + 31 * DAY));
    expect(await row(userId)).toMatchObject({
      status: "active",
      current_period_end: new Date((T0 + 61 * DAY) * 1000).toISOString(),
    });
    expect((await changes.settled()).filter((e) => e.ownerId === userId)).toHaveLength(3);
  });

  it("keeps the prices true: price and product updates apply, older ones do not", async () => {
    await syncPlanPrices(t.database.handle.db, t.deps.payments, new Date((T0 - DAY) * 1000));
    await deliver(
      event("price.updated", { ...priceObject(PRICES.pro, 4499), product: `prod_${PRICES.pro}` }, T0),
    );
    await deliver(event("price.updated", { ...priceObject(PRICES.pro, 2999) }, T0 - 3600));
    await deliver(
      event(
        "product.updated",
        { id: `prod_${PRICES.pro}`, object: "product", name: "Vitrine Pro+", active: true },
        T0 + 1,
      ),
    );
    await deliver(event("price.updated", { ...priceObject("price_somebody_else", 100) }, T0 + 2));
    const db = t.database.handle.db;
    expect(
      await db
        .selectFrom("prices")
        .select(["unit_amount", "product_name"])
        .where("id", "=", PRICES.pro)
        .executeTakeFirst(),
    ).toEqual({
      unit_amount: 4499,
      product_name: "Vitrine Pro+",
    });
    expect(
      await db.selectFrom("prices").select("id").where("id", "=", "price_somebody_else").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("answers 500 and keeps nothing when handling fails, so Stripe's retry is applied in full", async () => {
    const { userId } = await signedInUser(t, "stripe-retry@example.com");
    const payload = event(
      "customer.subscription.created",
      subscriptionObject({ id: "sub_retry", customer: "cus_retry", userId, price: "price_not_seen_yet" }),
      T0,
    );
    const db = t.database.handle.db;
    await db.schema.alterTable("prices").renameTo("prices_away").execute();
    try {
      expect((await deliver(payload)).status).toBe(500);
    } finally {
      await db.schema.alterTable("prices_away").renameTo("prices").execute();
    }
    expect(await row(userId)).toBeUndefined();
    expect(
      await db.selectFrom("processed_payment_events").select("id").where("id", "=", payload.id).execute(),
    ).toEqual([]);
    expect((await deliver(payload)).status).toBe(200);
    expect((await row(userId))?.provider_subscription_id).toBe("sub_retry");
  });
});

describe("deleting an account with a Stripe subscription", () => {
  async function subscriber(email: string) {
    const user = await signedInUser(t, email);
    await deliver(
      event(
        "customer.subscription.created",
        subscriptionObject({ id: `sub_${user.userId}`, customer: `cus_${user.userId}`, userId: user.userId }),
        T0,
      ),
    );
    return user;
  }

  it("cancels the subscription with Stripe first", async () => {
    const { client, userId, password } = await subscriber("stripe-delete@example.com");
    const res = await client.post("/api/account/delete", { confirmation: "DELETE", password });
    expect(res.status).toBe(200);
    expect(stripeApi.sent("DELETE", `/v1/subscriptions/sub_${userId}`)).toHaveLength(1);
    expect(await row(userId)).toBeUndefined();
  });

  it("deletes nothing when Stripe cannot cancel it, and says so", async () => {
    const { client, userId, password, email } = await subscriber("stripe-delete-fails@example.com");
    stripeApi.failNext(`/v1/subscriptions/sub_${userId}`, {
      status: 500,
      type: "api_error",
      message: "An unknown error occurred",
    });
    const res = await client.post("/api/account/delete", { confirmation: "DELETE", password });
    expect(res.status).toBe(502);
    expect((await res.json()).error.message).toBe(
      "Your subscription could not be cancelled with Stripe, so your account was not deleted. An unknown error occurred",
    );
    expect((await row(userId))?.status).toBe("active");
    const user = await t.database.handle.db
      .selectFrom("user")
      .select("email")
      .where("id", "=", userId)
      .executeTakeFirst();
    expect(user?.email).toBe(email);
  });
});
