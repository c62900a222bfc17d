import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminInsight } from "#shared/admin/admin-insight.schema";
import type { ApiClient } from "#tests/support/api-client";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";

// The dashboard's charts over a database filled at known times: the clock is moved for each account
// made (better-auth stamps it), the other rows are written with their times. "Now" is Friday
// 27 November 2026, 11:00 UTC: the current ISO week began on Monday 23 November, and the twelve weeks
// on Monday 7 September.
const NOW = "2026-11-27T11:00:00.000Z";

let t: TestApp;
let admin: ApiClient;
let member: ApiClient;
const db = () => t.database.handle.db;

async function account(email: string, at: string, kind: "talent" | "hirer" | "both") {
  vi.setSystemTime(Date.parse(at));
  const user = await quickSignedInUser(t, email);
  await db().updateTable("user").set({ accountKind: kind }).where("id", "=", user.userId).execute();
  return user;
}

async function decision(action: "talent.approve" | "talent.reject" | "talent.edit", at: string) {
  await db()
    .insertInto("admin_audit_log")
    .values({
      id: randomUUID(),
      actor_id: "admin",
      actor_email: "admin@example.com",
      action,
      record_type: "talent",
      record_id: randomUUID(),
      record_label: "Someone",
      changes: "{}",
      created_at: at,
    })
    .execute();
}

async function inquiry(talentId: string, at: string) {
  await db()
    .insertInto("inquiries")
    .values({
      id: randomUUID(),
      talent_id: talentId,
      sender_name: "Mara Brand",
      sender_email: "mara@brand.example",
      sender_key: "mara@brand.example",
      sender_ip: "",
      job_kind: "PAY",
      date_from: "2027-05-01",
      date_to: null,
      location: "Munich",
      budget_eur: null,
      reported_at: null,
      report_reason: null,
      created_at: at,
      last_activity_at: at,
      sender_user_id: null,
      sender_seen_at: null,
    })
    .execute();
}

const insight = async (weeks?: string) => {
  const res = await admin.get(`/api/admin/insight${weeks ? `?weeks=${weeks}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminInsight;
};
const week = (data: AdminInsight, monday: string) => data.weeks.find((w) => w.weekStart === monday);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  t = await createTestApp();
  // The test mode's plan prices, as the start stores them.
  for (const price of await t.deps.payments.fetchPlanPrices()) {
    await db()
      .insertInto("prices")
      .values({
        id: price.id,
        provider: t.deps.payments.kind,
        plan_id: price.planId,
        product_id: price.productId,
        product_name: price.productName,
        unit_amount: price.unitAmount,
        currency: price.currency,
        interval: price.interval,
        active: 1,
        updated_at: NOW,
      })
      .execute();
  }
  vi.setSystemTime(Date.parse("2026-11-27T09:00:00.000Z"));
  admin = (await quickSignedInUser(t, "admin@example.com", { role: "admin" })).client;

  // Sign-ups: two talents and a booker in the current week, one account of both kinds on the last
  // moment of the week before, one on the first moment of the range, one just before the range.
  const zoe = await account("zoe@example.com", "2026-11-23T00:00:00.000Z", "talent");
  await account("ina@example.com", "2026-11-26T18:30:00.000Z", "talent");
  const max = await account("max@example.com", "2026-11-24T08:00:00.000Z", "hirer");
  const ben = await account("ben@example.com", "2026-11-22T23:59:59.999Z", "both");
  await account("ola@example.com", "2026-09-07T00:00:00.000Z", "hirer");
  const old = await account("old@example.com", "2026-09-06T23:59:59.999Z", "talent");
  member = max.client;
  vi.setSystemTime(Date.parse(NOW));

  // The review queue: a new profile waiting since 20 November 10:00, a live profile whose change waits
  // since 25 November; an approved and a rejected profile do not wait.
  const [waiting, live, approved] = await insertTalents(db(), [
    talentRecord({ status: "pending", updatedAt: "2026-11-20T10:00:00.000Z", userId: zoe.userId }),
    talentRecord({ status: "approved", updatedAt: "2026-10-01T10:00:00.000Z", userId: ben.userId }),
    talentRecord({ status: "approved", updatedAt: "2026-11-01T10:00:00.000Z", userId: old.userId }),
    talentRecord({ status: "rejected", updatedAt: "2026-11-02T10:00:00.000Z" }),
  ]);
  await db()
    .insertInto("talent_drafts")
    .values({
      talent_id: live?.id ?? "",
      slug: live?.slug ?? "",
      content: "{}",
      status: "pending",
      rejection_reason: null,
      updated_at: "2026-11-25T09:00:00.000Z",
    })
    .execute();
  expect(waiting).toBeDefined();

  // Decisions: two approvals and a rejection this week, an approval in October; an edit is no decision.
  await decision("talent.approve", "2026-11-23T07:00:00.000Z");
  await decision("talent.approve", "2026-11-27T10:59:00.000Z");
  await decision("talent.reject", "2026-11-24T12:00:00.000Z");
  await decision("talent.approve", "2026-10-14T12:00:00.000Z");
  await decision("talent.edit", "2026-11-24T12:00:00.000Z");

  // Inquiries: on both sides of the week's boundary, and one in the first of 52 weeks.
  const to = approved?.id ?? "";
  await inquiry(to, "2026-11-22T23:59:59.999Z");
  await inquiry(to, "2026-11-23T00:00:00.000Z");
  await inquiry(to, "2026-11-23T00:00:00.001Z");
  await inquiry(to, "2025-12-03T10:00:00.000Z");

  // Plans: Pro for zoe and ina, Premium for max, Starter for ben, whose plan is then cancelled, and a
  // trial of Starter for ola (a trial pays nothing yet).
  const plans = (
    (await (await admin.get("/api/admin/plans")).json()) as { plans: { id: string; productName: string }[] }
  ).plans;
  const price = (name: string) => plans.find((p) => p.productName === name)?.id ?? "";
  const users = await db().selectFrom("user").select(["id", "email"]).execute();
  const id = (email: string) => users.find((u) => u.email === email)?.id ?? "";
  for (const [email, plan] of [
    ["zoe@example.com", "Pro"],
    ["ina@example.com", "Pro"],
    ["max@example.com", "Premium"],
    ["ben@example.com", "Starter"],
    ["ola@example.com", "Starter"],
  ]) {
    const res = await admin.request(`/api/admin/users/${id(email ?? "")}/plan`, {
      method: "PUT",
      json: { priceId: price(plan ?? "") },
    });
    expect(res.status).toBe(200);
  }
  await db()
    .updateTable("subscriptions")
    .set({ status: "canceled" })
    .where("user_id", "=", ben.userId)
    .execute();
  await db()
    .updateTable("subscriptions")
    .set({ status: "trialing" })
    .where("user_id", "=", id("ola@example.com"))
    .execute();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.dispose();
});

describe("GET /api/admin/insight", () => {
  it("has one week per ISO week, oldest first, from Monday 7 September to the current week", async () => {
    const data = await insight();
    expect(data.weeks).toHaveLength(12);
    expect(data.weeks[0]?.weekStart).toBe("2026-09-07");
    expect(data.weeks.at(-1)?.weekStart).toBe("2026-11-23");
    expect((await insight("26")).weeks).toHaveLength(26);
    expect((await insight("52")).weeks[0]?.weekStart).toBe("2025-12-01");
  });

  it("counts sign-ups by week and kind, on the UTC week boundaries, without administrators", async () => {
    const data = await insight("12");
    expect(week(data, "2026-11-23")?.signUps).toEqual({ talents: 2, bookers: 1, both: 0 });
    expect(week(data, "2026-11-16")?.signUps).toEqual({ talents: 0, bookers: 0, both: 1 });
    expect(week(data, "2026-09-07")?.signUps).toEqual({ talents: 0, bookers: 1, both: 0 });
    // The week before the range is not in it; with 52 weeks it is.
    const total = data.weeks.reduce((n, w) => n + w.signUps.talents + w.signUps.bookers + w.signUps.both, 0);
    expect(total).toBe(5);
    expect(week(await insight("52"), "2026-08-31")?.signUps).toEqual({ talents: 1, bookers: 0, both: 0 });
  });

  it("fills the weeks without any row with zeros", async () => {
    const quiet = week(await insight(), "2026-10-05");
    expect(quiet).toEqual({
      weekStart: "2026-10-05",
      signUps: { talents: 0, bookers: 0, both: 0 },
      approvals: 0,
      rejections: 0,
      inquiries: 0,
    });
  });

  it("counts approvals and rejections from the audit trail by week", async () => {
    const data = await insight();
    expect(week(data, "2026-11-23")).toMatchObject({ approvals: 2, rejections: 1 });
    expect(week(data, "2026-10-12")).toMatchObject({ approvals: 1, rejections: 0 });
    expect(data.weeks.reduce((n, w) => n + w.approvals + w.rejections, 0)).toBe(4);
  });

  it("counts inquiries by the week they were sent in", async () => {
    const data = await insight();
    expect(week(data, "2026-11-16")?.inquiries).toBe(1);
    expect(week(data, "2026-11-23")?.inquiries).toBe(2);
    expect(data.weeks.reduce((n, w) => n + w.inquiries, 0)).toBe(3);
    expect((await insight("52")).weeks.reduce((n, w) => n + w.inquiries, 0)).toBe(4);
  });

  it("tells how many profiles wait for review now and since when the oldest waits", async () => {
    expect((await insight()).review).toEqual({
      waiting: 2,
      oldestSince: "2026-11-20T10:00:00.000Z",
      // From Friday 20 November 10:00 to Friday 27 November 11:00.
      oldestHours: 7 * 24 + 1,
    });
  });

  it("counts active plans and their monthly revenue at the plans' prices; trials and cancelled ones do not count", async () => {
    expect((await insight()).plans).toEqual([
      { planId: "starter", active: 0, monthlyCents: 0 },
      { planId: "pro", active: 2, monthlyCents: 2 * 3999 },
      { planId: "premium", active: 1, monthlyCents: 6999 },
    ]);
  });

  it("with nothing waiting, has no oldest wait", async () => {
    await db().updateTable("talents").set({ status: "approved" }).execute();
    await db().updateTable("talent_drafts").set({ status: "rejected" }).execute();
    expect((await insight()).review).toEqual({ waiting: 0, oldestSince: null, oldestHours: null });
  });
});

describe("refusals", () => {
  it("refuses a visitor (401), a signed-in account that is no administrator (403) and a range it does not offer (400)", async () => {
    expect((await t.request("/api/admin/insight")).status).toBe(401);
    const refused = await member.get("/api/admin/insight");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: expect.any(String) } });
    expect((await admin.get("/api/admin/insight?weeks=13")).status).toBe(400);
  });
});
