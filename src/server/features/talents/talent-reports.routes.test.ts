import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUserLanguage } from "#server/accounts/accounts.repository";
import { SENDER_RATE_LIMIT } from "#server/senders/sender-limit";
import { type ApiClient, apiClient } from "#tests/support/api-client";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser, signedInUser } from "#tests/support/test-users";

let t: TestApp;
let smtp: SmtpSink;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signedInUser(t, "admin@reports.test", { role: "admin" });
});
afterAll(async () => {
  await t.dispose();
  await smtp.close();
});

/** A confirmed account with an approved, public profile. */
async function publicTalent(language: "en" | "de" = "en") {
  const email = `talent-${randomUUID().slice(0, 8)}@reports.test`;
  const user = await quickSignedInUser(t, email);
  if (language !== "en") await setUserLanguage(t.deps.database.db, user.userId, language, new Date());
  const [talent] = await insertTalents(t.deps.database.db, [
    talentRecord({ name: `Lena ${randomUUID().slice(0, 4)}`, userId: user.userId, status: "approved" }),
  ]);
  if (!talent) throw new Error("no talent");
  return { ...user, email, talent };
}

async function report(slug: string, body: unknown, client: ApiClient = apiClient(t)) {
  return client.post(`/api/talents/${slug}/reports`, body, {
    headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) },
  });
}

const openReports = async () => {
  const res = await admin.client.get("/api/admin/talent-reports");
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { id: string; talentId: string; reason: string; text: string }[] })
    .items;
};
const storedReport = (id: string) =>
  t.deps.database.db.selectFrom("talent_reports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const auditOf = async (talentId: string) => {
  const res = await admin.client.get(`/api/admin/audit?recordType=talent&recordId=${talentId}`);
  return ((await res.json()) as { items: { action: string; changes: Record<string, unknown> }[] }).items;
};

describe("reports of public profiles", () => {
  it("are stored with their reason and text, without anything about the reporter, and counted for the admins", async () => {
    const lena = await publicTalent();
    const before = await admin.client.get("/api/admin/overview");
    const openBefore = ((await before.json()) as { talentReports: { open: number } }).talentReports.open;
    const res = await report(lena.talent.slug, {
      reason: "fake-pictures",
      text: "  These are from a magazine.  ",
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await storedReport(id);
    expect(row).toMatchObject({
      talent_id: lena.talent.id,
      reason: "fake-pictures",
      text: "These are from a magazine.",
      status: "open",
      handled_by: null,
      handled_at: null,
    });
    expect(Object.keys(row).sort()).toEqual(
      ["created_at", "handled_at", "handled_by", "id", "reason", "status", "talent_id", "text"].sort(),
    );
    expect((await openReports()).find((item) => item.id === id)).toMatchObject({
      talentId: lena.talent.id,
      reason: "fake-pictures",
      text: "These are from a magazine.",
    });
    const after = await admin.client.get("/api/admin/overview");
    expect(((await after.json()) as { talentReports: { open: number } }).talentReports.open).toBe(
      openBefore + 1,
    );
  });

  it("need a text for 'other', at most 2,000 characters, a known reason and a solved bot check", async () => {
    const lena = await publicTalent();
    const other = await report(lena.talent.slug, { reason: "other", text: "   " });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain("Please say what is wrong");
    expect((await report(lena.talent.slug, { reason: "scam", text: "x".repeat(2001) })).status).toBe(400);
    expect((await report(lena.talent.slug, { reason: "rude" })).status).toBe(400);
    expect((await report(lena.talent.slug, { reason: "scam" })).status).toBe(201);
    const unchecked = await apiClient(t).post(`/api/talents/${lena.talent.slug}/reports`, { reason: "scam" });
    expect(unchecked.status).toBe(422);
  });

  it("answer in German for a German page", async () => {
    const lena = await publicTalent();
    const client = apiClient(t);
    const res = await client.post(
      `/api/talents/${lena.talent.slug}/reports`,
      { reason: "other", text: "" },
      { headers: { "x-altcha": await fetchAndSolveBotCheck(client.get), "accept-language": "de" } },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Bitte beschreiben Sie, was nicht stimmt");
  });

  it("are refused for a profile that is not public", async () => {
    const user = await quickSignedInUser(t, `pending-${randomUUID().slice(0, 8)}@reports.test`);
    const [pending] = await insertTalents(t.deps.database.db, [
      talentRecord({ name: "Pending Pia", userId: user.userId, status: "pending" }),
    ]);
    expect((await report(pending?.slug ?? "", { reason: "scam" })).status).toBe(404);
    expect((await report("no-such-profile", { reason: "scam" })).status).toBe(404);
  });

  it("count against the address's budget of messages", async () => {
    const lena = await publicTalent();
    const client = apiClient(t);
    const answers: number[] = [];
    for (let i = 0; i <= SENDER_RATE_LIMIT.max; i++) {
      answers.push((await report(lena.talent.slug, { reason: "scam" }, client)).status);
    }
    expect(answers).toEqual([...Array(SENDER_RATE_LIMIT.max).fill(201), 429]);
  });
});

describe("the admins' handling of profile reports", () => {
  it("dismisses a report: it leaves the view, the profile stays, the action is audited", async () => {
    const lena = await publicTalent();
    const { id } = (await (await report(lena.talent.slug, { reason: "inappropriate" })).json()) as {
      id: string;
    };
    const res = await admin.client.post(`/api/admin/talent-reports/${id}/dismiss`);
    expect(res.status).toBe(200);
    expect(await storedReport(id)).toMatchObject({ status: "dismissed", handled_by: admin.userId });
    expect((await openReports()).some((item) => item.id === id)).toBe(false);
    expect((await apiClient(t).get(`/api/talents/by-slug/${lena.talent.slug}`)).status).toBe(200);
    expect((await auditOf(lena.talent.id)).map((entry) => entry.action)).toContain("talent.report-dismiss");
    // A closed report cannot be handled again.
    expect((await admin.client.post(`/api/admin/talent-reports/${id}/dismiss`)).status).toBe(404);
  });

  it("asks the talent for a change: a mail in the talent's language with the note, the profile stays public", async () => {
    const lena = await publicTalent("de");
    const { id } = (await (await report(lena.talent.slug, { reason: "fake-pictures" })).json()) as {
      id: string;
    };
    const missing = await admin.client.post(`/api/admin/talent-reports/${id}/request-changes`, { note: " " });
    expect(missing.status).toBe(400);
    const res = await admin.client.post(`/api/admin/talent-reports/${id}/request-changes`, {
      note: "Bitte ersetzen Sie das zweite Bild.",
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(lena.email, /Bitte ändern Sie Ihr Vitrine-Profil/);
    expect(mail.text).toContain("Bitte ersetzen Sie das zweite Bild.");
    expect(mail.links.some((link) => link.includes("/de/dashboard/profile"))).toBe(true);
    expect(await storedReport(id)).toMatchObject({ status: "changes-requested", handled_by: admin.userId });
    expect((await apiClient(t).get(`/api/talents/by-slug/${lena.talent.slug}`)).status).toBe(200);
    const [entry] = await auditOf(lena.talent.id);
    expect(entry).toMatchObject({
      action: "talent.report-request-changes",
      changes: { report: "fake-pictures", note: "Bitte ersetzen Sie das zweite Bild." },
    });
  });

  it("takes a profile down: gone publicly at once (cache included), back to pending with the note on the dashboard, mailed, every open report closed, audited", async () => {
    const lena = await publicTalent();
    const visitor = apiClient(t);
    const first = (await (await report(lena.talent.slug, { reason: "scam" })).json()) as { id: string };
    const second = (await (
      await report(lena.talent.slug, { reason: "other", text: "Asks for deposits" })
    ).json()) as {
      id: string;
    };
    // Read once, so the public answer sits in the response cache.
    expect((await visitor.get(`/api/talents/by-slug/${lena.talent.slug}`)).status).toBe(200);
    const res = await admin.client.post(`/api/admin/talent-reports/${first.id}/take-down`, {
      note: "The profile asks clients for deposits.",
    });
    expect(res.status).toBe(200);
    expect((await visitor.get(`/api/talents/by-slug/${lena.talent.slug}`)).status).toBe(404);
    const own = await lena.client.get("/api/me/talent");
    const mine = (await own.json()) as {
      talent: { status: string; rejectionReason: string | null; updatedAt: string };
      liveVersion: unknown;
      takeDown: { reason: string; takenDownAt: string } | null;
    };
    expect(mine.talent).toMatchObject({ status: "pending", rejectionReason: null });
    expect(mine.liveVersion).toBeNull();
    expect(mine.takeDown).toMatchObject({ reason: "The profile asks clients for deposits." });
    const mail = await smtp.waitFor(lena.email, /Your Vitrine profile was taken down/);
    expect(mail.text).toContain("The profile asks clients for deposits.");
    expect(await storedReport(first.id)).toMatchObject({ status: "taken-down", handled_by: admin.userId });
    expect(await storedReport(second.id)).toMatchObject({ status: "taken-down" });
    const audit = await auditOf(lena.talent.id);
    expect(audit.map((entry) => entry.action)).toContain("talent.report-take-down");
    expect(audit.find((entry) => entry.action === "talent.report-take-down")?.changes).toMatchObject({
      note: "The profile asks clients for deposits.",
      status: { from: "approved", to: "pending" },
    });
    // The talent changes the profile and submits it again: the notice has done its work.
    const saved = await lena.client.request(`/api/talents/${lena.talent.id}`, {
      method: "PATCH",
      json: { bio: "Bookings through Vitrine only.", submit: true, updatedAt: mine.talent.updatedAt },
    });
    expect(saved.status).toBe(200);
    const after = (await (await lena.client.get("/api/me/talent")).json()) as {
      talent: { status: string };
      takeDown: unknown;
    };
    expect(after).toMatchObject({ talent: { status: "pending" }, takeDown: null });
  });

  it("mails the take-down in the talent's language", async () => {
    const lena = await publicTalent("de");
    const { id } = (await (await report(lena.talent.slug, { reason: "scam" })).json()) as { id: string };
    const res = await admin.client.post(`/api/admin/talent-reports/${id}/take-down`, {
      note: "Bitte entfernen Sie die Vorauszahlung.",
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(lena.email, /Ihr Vitrine-Profil wurde offline genommen/);
    expect(mail.text).toContain("Bitte entfernen Sie die Vorauszahlung.");
  });

  it("removes a profile's reports with the profile", async () => {
    const lena = await publicTalent();
    const { id } = (await (await report(lena.talent.slug, { reason: "scam" })).json()) as { id: string };
    expect(
      (await admin.client.request(`/api/admin/talents/${lena.talent.id}`, { method: "DELETE", json: {} }))
        .status,
    ).toBe(204);
    expect(
      await t.deps.database.db
        .selectFrom("talent_reports")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("are refused to anyone but an admin", async () => {
    const lena = await publicTalent();
    const { id } = (await (await report(lena.talent.slug, { reason: "scam" })).json()) as { id: string };
    for (const client of [apiClient(t), lena.client]) {
      expect((await client.get("/api/admin/talent-reports")).status).toBeGreaterThanOrEqual(401);
      expect([401, 403]).toContain((await client.post(`/api/admin/talent-reports/${id}/dismiss`)).status);
      expect([401, 403]).toContain(
        (await client.post(`/api/admin/talent-reports/${id}/take-down`, { note: "No" })).status,
      );
    }
    expect((await storedReport(id)).status).toBe("open");
  });
});
