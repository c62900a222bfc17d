import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** An inquiry to the talent received `receivedHoursAgo`, first answered `answeredAfterHours` later (or not). */
async function inquiry(talentId: string, receivedHoursAgo: number, answeredAfterHours: number | null) {
  const db = t.deps.database.db;
  const id = randomUUID();
  const at = ago(receivedHoursAgo);
  await db
    .insertInto("inquiries")
    .values({
      id,
      talent_id: talentId,
      sender_name: "Mara Brand",
      sender_email: "mara@brand.example",
      sender_key: "mara@brand.example",
      sender_ip: "10.1.1.1",
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
  const message = (author: string, created_at: string) =>
    db
      .insertInto("inquiry_messages")
      .values({ id: randomUUID(), inquiry_id: id, author, body: "Hello", sender_ip: "", created_at })
      .execute();
  await message("sender", at);
  if (answeredAfterHours !== null) await message("talent", ago(receivedHoursAgo - answeredAfterHours));
  return id;
}

async function talentWithAccount() {
  const user = await quickSignedInUser(t, `talent-${randomUUID().slice(0, 8)}@badge.test`);
  const [talent] = await insertTalents(t.deps.database.db, [
    talentRecord({ userId: user.userId, status: "approved", inquiriesEnabled: true }),
  ]);
  if (!talent) throw new Error("no talent");
  return { ...user, talent };
}

const badgeOf = async (slug: string) => {
  const res = await apiClient(t).get(`/api/talents/by-slug/${slug}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { talent: { responseTime: string | null } }).talent.responseTime;
};

describe("the public profile's response-time badge", () => {
  it("is none below 5 inquiries in 90 days, and ignores older ones", async () => {
    const { talent } = await talentWithAccount();
    for (let i = 0; i < 4; i++) await inquiry(talent.id, 48, 1);
    await inquiry(talent.id, 91 * 24, 1);
    expect(await badgeOf(talent.slug)).toBeNull();
  });

  it("says within a day or within a week from the first replies", async () => {
    const fast = await talentWithAccount();
    for (let i = 0; i < 4; i++) await inquiry(fast.talent.id, 100, 3);
    await inquiry(fast.talent.id, 100, 60);
    expect(await badgeOf(fast.talent.slug)).toBe("day");

    const weekly = await talentWithAccount();
    for (let i = 0; i < 4; i++) await inquiry(weekly.talent.id, 300, 72);
    await inquiry(weekly.talent.id, 300, null);
    expect(await badgeOf(weekly.talent.slug)).toBe("week");
  });

  it("updates at once when the talent first answers a thread, the cached answer included", async () => {
    const lena = await talentWithAccount();
    for (let i = 0; i < 3; i++) await inquiry(lena.talent.id, 5, 1);
    const waiting = await inquiry(lena.talent.id, 2, null);
    await inquiry(lena.talent.id, 2, null);
    expect(await badgeOf(lena.talent.slug)).toBeNull();
    const reply = await lena.client.post(`/api/me/inquiries/${waiting}/replies`, {
      message: "Yes, I am free.",
    });
    expect(reply.status).toBe(201);
    expect(await badgeOf(lena.talent.slug)).toBe("day");
  });
});
