import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "#server/auth/admin-bootstrap";
import { SENDER_RATE_LIMIT } from "#server/senders/sender-limit";
import { apiClient } from "#tests/support/api-client";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import {
  type CancellationDeps,
  CONFIRM_LINK_TTL_MS,
  handOverStaleCancellations,
} from "./cancellation.service.ts";
import { syncPlanPrices } from "./plan-prices.service.ts";

// The cancellation button (ADR 47) in test mode; Stripe's side is in stripe.test.ts.

const ADMIN = { email: "admin@cancellations.test", password: "admin-password-1" };
let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  await syncPlanPrices(t.database.handle.db, t.deps.payments);
  await ensureAdmin(t.deps.auth, ADMIN, t.deps.log);
});
afterAll(async () => {
  await t.dispose();
  await smtp.close();
});

type Client = ReturnType<typeof apiClient>;

const deps = (): CancellationDeps => ({
  db: t.database.handle.db,
  realtime: t.deps.realtime,
  payments: t.deps.payments,
  log: t.deps.log,
  mail: t.deps.mail,
  publicUrl: t.config.publicUrl,
});

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: "Lena Hartmann",
  email,
  planId: "pro",
  kind: "ordinary",
  reason: "",
  effective: "asap",
  effectiveDate: "",
  language: "en",
  ...overrides,
});

async function cancel(client: Client, body: unknown) {
  return client.post("/api/cancellations", body, {
    headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) },
  });
}

async function buy(client: Client, planId = "pro") {
  const { url } = await (
    await client.post("/api/billing/checkout", { planId, withdrawalConsent: true })
  ).json();
  expect(
    (await client.post(`/api/billing/test/checkout-sessions/${url.split("/").pop()}/complete`)).status,
  ).toBe(200);
}

const mySubscription = async (client: Client) =>
  (await (await client.get("/api/me/subscription")).json()).subscription;

async function adminInbox() {
  const admin = apiClient(t);
  await admin.post("/api/auth/sign-in/email", ADMIN);
  return (await (await admin.get("/api/admin/messages")).json()).messages as {
    email: string;
    kind: string;
    message: string;
  }[];
}

const requestRow = (email: string) =>
  t.database.handle.db
    .selectFrom("cancellation_requests")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();

describe("a cancellation sent while signed in", () => {
  it("sets the account's own plan to end at its period's end at once, and mails the receipt in the page's language", async () => {
    const { client, email } = await signedInUser(t, "signed-in-cancel@example.com");
    await buy(client, "pro");
    const before = await mySubscription(client);

    const res = await cancel(client, form(email, { language: "de" }));
    expect(res.status).toBe(201);
    const receipt = await res.json();
    expect(receipt).toMatchObject({ outcome: "plan-ends", planName: "Pro", endsAt: before.currentPeriodEnd });
    expect(Date.now() - Date.parse(receipt.receivedAt)).toBeLessThan(60_000);
    expect(await mySubscription(client)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

    const mail = await smtp.waitFor(email, /^Ihre Kündigung ist eingegangen$/);
    expect(mail.text).toContain("Ihre Kündigung ist am");
    expect(mail.text).toContain("(deutsche Zeit) bei uns eingegangen");
    expect(mail.text).toContain("Vertrag: Vitrine-Paket Pro");
    expect(mail.text).toContain("Art: ordentliche Kündigung");
    expect(mail.text).toContain("Wirksam zum: nächstmöglichen Zeitpunkt");
    expect(mail.text).toMatch(/Ihr Paket Pro ist gekündigt und endet am \d{1,2}\. \p{L}+ \d{4}/u);
    expect(mail.links.some((link) => link.includes("/cancel-contract/confirm"))).toBe(false);

    expect(await requestRow(email)).toMatchObject({ status: "carried-out", signed_in: 1, language: "de" });
    expect((await adminInbox()).some((entry) => entry.email === email)).toBe(false);

    const exported = await (await client.get("/api/account/export")).json();
    expect(exported.cancellations).toEqual([
      expect.objectContaining({ planId: "pro", kind: "ordinary", status: "carried-out", language: "de" }),
    ]);
    expect(JSON.stringify(exported.cancellations)).not.toMatch(/token/i);
  });

  it("extraordinary: ends the plan at its period's end too, and puts it in the admin inbox to judge the reason", async () => {
    const { client, email } = await signedInUser(t, "extraordinary-cancel@example.com");
    await buy(client, "starter");
    const res = await cancel(
      client,
      form(email, { kind: "extraordinary", reason: "The studio closed.", planId: "starter" }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).outcome).toBe("plan-ends");
    expect((await mySubscription(client)).cancelAtPeriodEnd).toBe(true);
    const entry = (await adminInbox()).find((e) => e.email === email);
    expect(entry?.kind).toBe("cancellation");
    expect(entry?.message).toContain("Extraordinary cancellation");
    expect(entry?.message).toContain("Reason: The studio closed.");
    const mail = await smtp.waitFor(email, /^Your cancellation has been received$/);
    expect(mail.text).toContain("Our team checks the reason you gave");
  });
});

describe("a cancellation sent without signing in", () => {
  it("for an address whose account has a plan: the receipt carries a one-click link that carries it out once", async () => {
    const owner = await signedInUser(t, "link-owner@example.com");
    await buy(owner.client, "premium");
    const visitor = apiClient(t);

    const res = await cancel(visitor, form("Link-Owner@Example.com", { planId: "premium" }));
    expect(res.status).toBe(201);
    // The visitor learns nothing about the account: only that it was received.
    expect(await res.json()).toMatchObject({ outcome: "received", planName: null, endsAt: null });
    expect((await mySubscription(owner.client)).cancelAtPeriodEnd).toBe(false);

    const receipt = await smtp.waitFor("link-owner@example.com", /^Your cancellation has been received$/);
    expect(receipt.text).toContain("We received your cancellation on");
    expect(receipt.text).toContain("(German time)");
    const link = receipt.links.find((l) => l.startsWith("http://localhost:3000/cancel-contract/confirm#"));
    expect(link).toBeDefined();
    const token = link?.split("#")[1] ?? "";
    // Only the token's hash is stored.
    const row = await requestRow("Link-Owner@Example.com");
    expect(row.status).toBe("awaiting-confirmation");
    expect(row.token_hash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(row.token_expires_at ?? "") - Date.parse(row.received_at)).toBe(CONFIRM_LINK_TTL_MS);

    const confirmed = await apiClient(t).post("/api/cancellations/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ outcome: "plan-ends", planName: "Premium" });
    expect(await mySubscription(owner.client)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    await smtp.waitFor("link-owner@example.com", /^Your cancellation has been carried out$/);

    const again = await apiClient(t).post("/api/cancellations/confirm", { token });
    expect(again.status).toBe(410);
    expect((await again.json()).error.code).toBe("LINK_EXPIRED");
    expect((await requestRow("Link-Owner@Example.com")).status).toBe("carried-out");
  });

  it("for an address with no plan: a receipt without a link, and the admin inbox marks it as a cancellation", async () => {
    const visitor = apiClient(t);
    const res = await cancel(
      visitor,
      form("no-plan@example.com", { effective: "date", effectiveDate: "2099-01-31" }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).outcome).toBe("received");

    const mail = await smtp.waitFor("no-plan@example.com", /^Your cancellation has been received$/);
    expect(mail.text).toContain("Our team handles your cancellation");
    expect(mail.text).toContain("To take effect: on January 31, 2099");
    expect(mail.links.some((link) => link.includes("/cancel-contract/confirm"))).toBe(false);

    const entry = (await adminInbox()).find((e) => e.email === "no-plan@example.com");
    expect(entry).toMatchObject({ kind: "cancellation" });
    expect(entry?.message).toContain("Cancellation to handle");
    expect(entry?.message).toContain("Contract: Vitrine Pro plan");
    expect((await requestRow("no-plan@example.com")).status).toBe("with-team");
  });

  it("a link not followed within 7 days goes to the admin inbox, and works no more", async () => {
    const owner = await signedInUser(t, "late-owner@example.com");
    await buy(owner.client, "pro");
    await cancel(apiClient(t), form("late-owner@example.com"));
    const receipt = await smtp.waitFor("late-owner@example.com", /^Your cancellation has been received$/);
    const token = receipt.links.find((l) => l.includes("/cancel-contract/confirm#"))?.split("#")[1] ?? "";

    expect(await handOverStaleCancellations(deps(), new Date(Date.now() + 60_000))).toBe(0);
    const later = new Date(Date.now() + CONFIRM_LINK_TTL_MS + 60_000);
    expect(await handOverStaleCancellations(deps(), later)).toBeGreaterThanOrEqual(1);
    const entry = (await adminInbox()).find((e) => e.email === "late-owner@example.com");
    expect(entry?.kind).toBe("cancellation");
    expect(entry?.message).toContain("was not followed within 7 days");

    const res = await apiClient(t).post("/api/cancellations/confirm", { token });
    expect(res.status).toBe(410);
    expect((await mySubscription(owner.client)).cancelAtPeriodEnd).toBe(false);
  });

  it("an unknown link is refused", async () => {
    const res = await apiClient(t).post("/api/cancellations/confirm", { token: "A".repeat(43) });
    expect(res.status).toBe(404);
  });
});

describe("refusals", () => {
  it("refuses an invalid body, and an extraordinary cancellation without its reason", async () => {
    const visitor = apiClient(t);
    for (const body of [
      form("not-an-address"),
      form("someone@example.com", { planId: "gold" }),
      form("someone@example.com", { kind: "sometimes" }),
      form("someone@example.com", { effective: "date", effectiveDate: "tomorrow" }),
      form("someone@example.com", { effective: "date", effectiveDate: "2001-01-01" }),
      form("someone@example.com", { language: "fr" }),
    ]) {
      const res = await cancel(visitor, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("VALIDATION_FAILED");
    }
    const res = await cancel(visitor, form("someone@example.com", { kind: "extraordinary", reason: "  " }));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.details.issues).toContainEqual({
      path: "reason",
      message: "Please give the reason for the extraordinary cancellation.",
    });
    const stored = await t.database.handle.db
      .selectFrom("cancellation_requests")
      .select("id")
      .where("email", "=", "someone@example.com")
      .execute();
    expect(stored).toEqual([]);
  });

  it("limits how many one address sends, as the contact form does", async () => {
    const visitor = apiClient(t);
    for (let i = 0; i < SENDER_RATE_LIMIT.max; i++) {
      expect((await cancel(visitor, form(`limit-${i}@example.com`))).status).toBe(201);
    }
    const res = await cancel(visitor, form("limit-over@example.com"));
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe("RATE_LIMITED");
  });

  it("refuses a cancellation without a solved bot check, and a replayed one", async () => {
    const visitor = apiClient(t);
    const missing = await visitor.post("/api/cancellations", form("bot@example.com"));
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.code).toBe("BOT_CHECK_FAILED");
    const solved = await fetchAndSolveBotCheck(visitor.get);
    const headers = { "x-altcha": solved };
    expect((await visitor.post("/api/cancellations", form("bot@example.com"), { headers })).status).toBe(201);
    expect((await visitor.post("/api/cancellations", form("bot@example.com"), { headers })).status).toBe(422);
  });
});
