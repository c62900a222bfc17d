import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SENDER_RATE_LIMIT } from "#server/senders/sender-limit";
import { type ApiClient, apiClient } from "#tests/support/api-client";
import { recordChanges } from "#tests/support/change-recorder";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";
import { NOT_ACCEPTING, SENDER_BLOCKED } from "./inquiries.service.ts";
import { hashThreadToken } from "./thread-token.ts";

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.dispose();
  await smtp.close();
});

/** A confirmed account with an approved profile that takes both kinds of job. */
async function talentAccount(overrides: Parameters<typeof talentRecord>[0] = {}) {
  const email = `talent-${randomUUID().slice(0, 8)}@inquiries.test`;
  const user = await quickSignedInUser(t, email);
  const [talent] = await insertTalents(t.deps.database.db, [
    talentRecord({
      name: `Lena ${randomUUID().slice(0, 4)}`,
      userId: user.userId,
      paymentOptions: ["PAY", "TFP"],
      contact: { email: "lena.public@studio.example", instagram: "lena", showEmail: true },
      ...overrides,
    }),
  ]);
  if (!talent) throw new Error("no talent");
  return { ...user, email, talent };
}

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  name: "Mara Brand",
  email: `mara-${randomUUID().slice(0, 8)}@brand.example`,
  company: "Brand GmbH",
  kind: "PAY",
  dateFrom: "2027-05-01",
  dateTo: "2027-05-03",
  location: "Munich",
  budget: 1200,
  message: "We are casting for a spring campaign. Are you free?",
  consent: true,
  ...overrides,
});

async function send(talentId: string, body: unknown, client: ApiClient = apiClient(t)) {
  return client.post(`/api/talents/${talentId}/inquiries`, body, {
    headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) },
  });
}

/** The token of the newest private link mailed to a sender. */
async function mailedToken(to: string, subject: RegExp): Promise<string> {
  const mail = await smtp.waitFor(to, subject);
  const link = mail.links.find((l) => l.includes("/inquiry#"));
  if (!link) throw new Error(`no thread link in ${mail.subject}`);
  return link.split("#")[1] ?? "";
}

const thread = (token: string) =>
  apiClient(t).get("/api/inquiry-thread", { headers: { "x-thread-token": token } });
const answer = (token: string, message: string) =>
  apiClient(t).post("/api/inquiry-thread/replies", { message }, { headers: { "x-thread-token": token } });

describe("inquiries", () => {
  it("reach the talent by mail, live and in the inbox, and the two answer each other without addresses", async () => {
    const lena = await talentAccount();
    const changes = recordChanges(t.deps.realtime);
    const body = inquiry();
    const res = await send(lena.talent.id, body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    // The talent's mail links into the inbox and does not give the sender's address away.
    const toTalent = await smtp.waitFor(lena.email, /New inquiry from Mara Brand/);
    expect(toTalent.links).toContain(`http://localhost:3000/dashboard/inquiries/${id}`);
    expect(toTalent.text).toContain("May 1, 2027 to May 3, 2027");
    expect(toTalent.text).toContain("budget €1,200.00");
    expect(toTalent.raw).not.toContain(body.email);
    // The sender's mail carries a private link and never the talent's addresses.
    const copy = await smtp.waitFor(body.email, /Your inquiry to Lena/);
    expect(copy.text).toContain(`Your inquiry to ${lena.talent.name} on Vitrine was delivered.`);
    expect(copy.raw).not.toContain(lena.email);
    expect(copy.raw).not.toContain("lena.public@studio.example");
    const token = await mailedToken(body.email, /Your inquiry to/);
    expect(token).toHaveLength(43);
    expect((await changes.settled()).filter((e) => e.type === "inquiry.received")).toEqual([
      { type: "inquiry.received", talentId: lena.talent.id, ownerId: lena.userId },
    ]);

    const inbox = await (await lena.client.get("/api/me/inquiries")).json();
    expect(inbox).toMatchObject({ unread: 1, enabled: true, hasProfile: true });
    expect(inbox.items[0]).toMatchObject({
      id,
      senderName: "Mara Brand",
      kind: "PAY",
      unread: true,
      budget: 1200,
    });
    const opened = await (await lena.client.get(`/api/me/inquiries/${id}`)).json();
    expect(opened.senderEmail).toBe(body.email);
    expect((await lena.client.post(`/api/me/inquiries/${id}/read`, { read: true })).status).toBe(200);
    expect(await (await lena.client.get("/api/me/inquiries/unread")).json()).toEqual({ unread: 0 });

    const reply = await lena.client.post(`/api/me/inquiries/${id}/replies`, {
      message: "Yes, I am free <then>.",
    });
    expect(reply.status).toBe(201);
    const replyMail = await smtp.waitFor(body.email, /answered your inquiry/);
    expect(replyMail.text).toContain("Yes, I am free <then>.");
    expect(replyMail.raw).not.toContain(lena.email);
    const replyToken = await mailedToken(body.email, /answered your inquiry/);
    expect(replyToken).not.toBe(token);

    const seen = await thread(replyToken);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("referrer-policy")).toBe("no-referrer");
    expect(seen.headers.get("cache-control")).toBe("no-store");
    const shown = await seen.json();
    expect(shown.messages.map((m: { author: string }) => m.author)).toEqual(["sender", "talent"]);
    expect(JSON.stringify(shown)).not.toContain(lena.email);
    expect(JSON.stringify(shown)).not.toContain("lena.public@studio.example");

    await changes.clear();
    expect((await answer(replyToken, "Wonderful, see you then.")).status).toBe(201);
    await smtp.waitFor(lena.email, /Mara Brand answered/);
    expect((await changes.settled()).map((e) => e.type)).toContain("inquiry.received");
    const after = await (await lena.client.get(`/api/me/inquiries/${id}`)).json();
    expect(after.messages.map((m: { body: string }) => m.body)).toEqual([
      body.message,
      "Yes, I am free <then>.",
      "Wonderful, see you then.",
    ]);
    expect(after.unread).toBe(true);
  });

  it("answer a sender in the language they wrote from, and the talent in theirs", async () => {
    const lena = await talentAccount();
    const sender = apiClient(t);
    const body = inquiry({ name: "Jonas Weber" });
    const res = await sender.post(`/api/talents/${lena.talent.id}/inquiries`, body, {
      headers: { "x-altcha": await fetchAndSolveBotCheck(sender.get), "accept-language": "de-DE,de;q=0.9" },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    // The copy goes out in German, its link to the German thread page; the talent's mail in English.
    const copy = await smtp.waitFor(body.email, /Ihre Anfrage an/);
    expect(copy.subject).toBe(`Ihre Anfrage an ${lena.talent.name}`);
    expect(copy.links.some((l) => l.startsWith("http://localhost:3000/de/inquiry#"))).toBe(true);
    const toTalent = await smtp.waitFor(lena.email, /New inquiry from Jonas Weber/);
    expect(toTalent.text).toContain("May 1, 2027 to May 3, 2027");

    // The talent answers from an English page: the sender still hears in German.
    const reply = await lena.client.post(`/api/me/inquiries/${id}/replies`, {
      message: "Gern, ich bin frei.",
    });
    expect(reply.status).toBe(201);
    const replyMail = await smtp.waitFor(body.email, /hat auf Ihre Anfrage geantwortet/);
    expect(replyMail.subject).toBe(`${lena.talent.name} hat auf Ihre Anfrage geantwortet`);
    expect(replyMail.text).toContain("Hallo Jonas Weber,");
    expect(replyMail.text).toContain("Gern, ich bin frei.");
    expect(replyMail.text).toContain("Lesen und antworten: http://localhost:3000/de/inquiry#");
    expect(replyMail.text).toMatch(/Er funktioniert bis zum \d{1,2}\. \p{L}+ \d{4}\./u);
    expect(replyMail.text).toContain('<html lang="de">');
  });

  it("are private to their talent: another talent and the admins find nothing", async () => {
    const lena = await talentAccount();
    const other = await talentAccount();
    const admin = await quickSignedInUser(t, `admin-${randomUUID().slice(0, 6)}@inquiries.test`, {
      role: "admin",
    });
    const { id } = await (await send(lena.talent.id, inquiry())).json();
    for (const intruder of [other.client, admin.client]) {
      expect((await intruder.get(`/api/me/inquiries/${id}`)).status).toBe(404);
      expect((await intruder.post(`/api/me/inquiries/${id}/replies`, { message: "Hi" })).status).toBe(404);
      expect((await intruder.post(`/api/me/inquiries/${id}/spam`, { spam: true })).status).toBe(404);
    }
    const othersInbox = await (await other.client.get("/api/me/inquiries")).json();
    expect(othersInbox.items.map((i: { id: string }) => i.id)).not.toContain(id);
    // An unreported thread is not in the admins' reports either.
    const reports = await (await admin.client.get("/api/admin/inquiry-reports")).json();
    expect(reports.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it("mail the address the sender typed nothing the sender wrote, and its link opens the conversation", async () => {
    const lena = await talentAccount();
    const body = inquiry({
      name: "Written Name",
      company: "Written Company",
      location: "Written Place",
      message: "Text meant for whoever owns the address typed into the form.",
    });
    expect((await send(lena.talent.id, body)).status).toBe(201);
    const mail = await smtp.waitFor(body.email, /Your inquiry to/);
    for (const written of ["Written Name", "Written Company", "Written Place", "Text meant for whoever"]) {
      expect(mail.text).not.toContain(written);
    }
    const link = mail.links.find((l) => l.includes("/inquiry#"));
    const opened = await thread(link?.split("#")[1] ?? "");
    expect(opened.status).toBe(200);
    expect((await opened.json()).messages.map((m: { body: string }) => m.body)).toEqual([body.message]);
  });

  it("keep the company on one line, in the talent's inbox and in the plain-text mail", async () => {
    const lena = await talentAccount();
    const res = await send(
      lena.talent.id,
      inquiry({ name: "Line Sender", company: "Brand GmbH\r\nBcc: victim@example.com\u202e" }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const stored = await (await lena.client.get(`/api/me/inquiries/${id}`)).json();
    expect(stored.senderCompany).toBe("Brand GmbH Bcc: victim@example.com");
    const mail = await smtp.waitFor(lena.email, /New inquiry from Line Sender/);
    expect(mail.text).toContain("Line Sender (Brand GmbH Bcc: victim@example.com) sent you an inquiry");
  });

  it("give each sender a link to their one thread, stored only as a hash", async () => {
    const lena = await talentAccount();
    const first = inquiry({ message: "First thread message." });
    const second = inquiry({ message: "Second thread message." });
    await send(lena.talent.id, first);
    await send(lena.talent.id, second);
    const firstToken = await mailedToken(first.email, /Your inquiry to/);
    const secondToken = await mailedToken(second.email, /Your inquiry to/);

    const one = await (await thread(firstToken)).json();
    expect(one.messages.map((m: { body: string }) => m.body)).toEqual(["First thread message."]);
    const two = await (await thread(secondToken)).json();
    expect(two.messages.map((m: { body: string }) => m.body)).toEqual(["Second thread message."]);

    const stored = await t.deps.database.db.selectFrom("inquiry_tokens").selectAll().execute();
    expect(stored.some((row) => row.token_hash === hashThreadToken(firstToken))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(firstToken);

    // The token with its last character changed (a token's last character is one of sixteen, "A" among them).
    const altered = `${firstToken.slice(0, -1)}${firstToken.endsWith("A") ? "B" : "A"}`;
    for (const bad of ["", "not-a-token", altered, hashThreadToken(firstToken)]) {
      const res = await thread(bad);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toContain("This link is not valid");
    }
    expect((await answer("nothing-like-a-token", "Hello")).status).toBe(404);
  });

  it("refuse an expired link", async () => {
    const lena = await talentAccount();
    const body = inquiry();
    await send(lena.talent.id, body);
    const token = await mailedToken(body.email, /Your inquiry to/);
    await t.deps.database.db
      .updateTable("inquiry_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashThreadToken(token))
      .execute();
    const res = await thread(token);
    expect(res.status).toBe(410);
    expect((await res.json()).error).toMatchObject({ code: "LINK_EXPIRED" });
    expect((await answer(token, "Still there?")).status).toBe(410);
  });

  it("refuse a sender the talent marked as spam, with a clear message, and one the admins blocked everywhere", async () => {
    const lena = await talentAccount();
    const other = await talentAccount();
    const body = inquiry({ email: "Spammer@Bulk.example" });
    const { id } = await (await send(lena.talent.id, body)).json();
    expect((await lena.client.post(`/api/me/inquiries/${id}/spam`, { spam: true })).status).toBe(200);
    const spam = await (await lena.client.get("/api/me/inquiries?folder=spam")).json();
    expect(spam.items.map((i: { id: string }) => i.id)).toEqual([id]);

    // Blocks match the normalised address: case and a +tag do not get around them.
    const again = await send(lena.talent.id, inquiry({ email: "spammer+again@bulk.EXAMPLE" }));
    expect(again.status).toBe(403);
    expect((await again.json()).error.message).toBe(SENDER_BLOCKED);
    // Only for this talent; and the spam thread's link takes no more messages.
    expect((await send(other.talent.id, inquiry({ email: "spammer@bulk.example" }))).status).toBe(201);
    const token = await mailedToken(
      "spammer@bulk.example",
      new RegExp(`Your inquiry to ${other.talent.name}`),
    );
    const closed = await answer(
      await mailedToken("spammer@bulk.example", new RegExp(`Your inquiry to ${lena.talent.name}`)),
      "Hi",
    );
    expect(closed.status).toBe(403);
    expect((await answer(token, "Hello?")).status).toBe(201);

    // Reported to the admins, who block the address on the whole platform.
    const [otherThread] = (await (await other.client.get("/api/me/inquiries")).json()).items;
    expect(
      (await other.client.post(`/api/me/inquiries/${otherThread.id}/report`, { reason: "Bulk offers" }))
        .status,
    ).toBe(200);
    const admin = await quickSignedInUser(t, `admin-${randomUUID().slice(0, 6)}@inquiries.test`, {
      role: "admin",
    });
    const reports = await (await admin.client.get("/api/admin/inquiry-reports")).json();
    const report = reports.items.find((r: { id: string }) => r.id === otherThread.id);
    expect(report).toMatchObject({
      reportReason: "Bulk offers",
      talentName: other.talent.name,
      senderBlocked: false,
    });
    expect(report.messages).toHaveLength(2);
    const blocked = await admin.client.post(`/api/admin/inquiry-reports/${otherThread.id}/block-sender`, {
      blocked: true,
    });
    expect((await blocked.json()).senderBlocked).toBe(true);
    const third = await talentAccount();
    expect((await send(third.talent.id, inquiry({ email: "spammer@bulk.example" }))).status).toBe(403);
    const audit = await (await admin.client.get("/api/admin/audit")).json();
    expect(audit.items[0]).toMatchObject({
      action: "inquiry.block-sender",
      recordType: "inquiry",
      recordId: otherThread.id,
    });

    expect((await admin.client.post(`/api/admin/inquiry-reports/${otherThread.id}/dismiss`, {})).status).toBe(
      200,
    );
    const afterDismiss = await (await admin.client.get("/api/admin/inquiry-reports")).json();
    expect(afterDismiss.items.map((r: { id: string }) => r.id)).not.toContain(otherThread.id);
    const overview = await (await admin.client.get("/api/admin/overview")).json();
    expect(overview.inquiries.total).toBeGreaterThanOrEqual(2);
  });

  it("stop when the talent switches them off, and the profile says so", async () => {
    const lena = await talentAccount();
    expect(
      (await lena.client.request("/api/me/inquiry-settings", { method: "PUT", json: { enabled: false } }))
        .status,
    ).toBe(200);
    const profile = await (await apiClient(t).get(`/api/talents/by-slug/${lena.talent.slug}`)).json();
    expect(profile.talent.inquiriesEnabled).toBe(false);
    const res = await send(lena.talent.id, inquiry());
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(NOT_ACCEPTING);

    await lena.client.request("/api/me/inquiry-settings", { method: "PUT", json: { enabled: true } });
    expect((await send(lena.talent.id, inquiry())).status).toBe(201);
  });

  it("are offered only for the kinds of job the talent takes, and only to profiles with an account", async () => {
    const payOnly = await talentAccount({ paymentOptions: ["PAY"] });
    const tfp = await send(payOnly.talent.id, inquiry({ kind: "TFP" }));
    expect(tfp.status).toBe(400);
    expect((await tfp.json()).error.message).toContain("does not take Time for Prints jobs");
    const [unlinked] = await insertTalents(t.deps.database.db, [talentRecord({ name: "No Account Yet" })]);
    const profile = await (await apiClient(t).get(`/api/talents/by-slug/${unlinked?.slug}`)).json();
    expect(profile.talent.inquiriesEnabled).toBe(false);
    expect((await send(unlinked?.id ?? "", inquiry())).status).toBe(403);
  });

  it("validate with the shared schema and keep to the contact form's rate limit", async () => {
    const lena = await talentAccount();
    const invalid = await send(
      lena.talent.id,
      inquiry({ email: "nope", consent: false, dateTo: "2027-04-01" }),
    );
    expect(invalid.status).toBe(400);
    const sender = apiClient(t);
    const answers: string[] = [];
    for (let i = 0; i <= SENDER_RATE_LIMIT.max; i++) {
      const res = await send(lena.talent.id, inquiry(), sender);
      answers.push(`${res.status} ${res.ok ? "" : (await res.json()).error.code}`.trim());
    }
    expect(answers).toEqual([...Array(SENDER_RATE_LIMIT.max).fill("201"), "429 RATE_LIMITED"]);
  });

  it("let exactly the limit through when one address sends many at once", async () => {
    const lena = await talentAccount();
    const sender = apiClient(t);
    const checks = [];
    for (let i = 0; i < SENDER_RATE_LIMIT.max * 2; i++) checks.push(await fetchAndSolveBotCheck(sender.get));
    const answers = await Promise.all(
      checks.map((check) =>
        sender.post(`/api/talents/${lena.talent.id}/inquiries`, inquiry(), {
          headers: { "x-altcha": check },
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([
      ...Array(SENDER_RATE_LIMIT.max).fill(201),
      ...Array(SENDER_RATE_LIMIT.max).fill(429),
    ]);
    const stored = await t.deps.database.db
      .selectFrom("inquiries")
      .select("id")
      .where("sender_ip", "=", sender.ip)
      .execute();
    expect(stored).toHaveLength(SENDER_RATE_LIMIT.max);
  });

  it("share one budget per address with the contact form and the senders' replies", async () => {
    const lena = await talentAccount();
    const sender = apiClient(t);
    const body = inquiry();
    const contact = async () =>
      sender.post(
        "/api/contact",
        { name: "Mara Brand", instagram: "mara", email: "mara@brand.example", message: "Hello team." },
        { headers: { "x-altcha": await fetchAndSolveBotCheck(sender.get) } },
      );
    const inquire = () => send(lena.talent.id, body, sender);
    const reply = async () =>
      sender.post(
        "/api/inquiry-thread/replies",
        { message: "One more thing." },
        { headers: { "x-thread-token": await mailedToken(body.email, /Your inquiry to/) } },
      );
    // The whole budget, spent in turns through the three ways.
    const ways = [contact, inquire, reply, contact, inquire];
    expect(ways).toHaveLength(SENDER_RATE_LIMIT.max);
    const sent: number[] = [];
    for (const way of ways) sent.push((await way()).status);
    expect(sent).toEqual(Array(SENDER_RATE_LIMIT.max).fill(201));
    // The budget is spent, whichever way the next message would go.
    const refused = [await contact(), await inquire(), await reply()];
    expect(refused.map((res) => res.status)).toEqual([429, 429, 429]);
    // Another address has its own.
    expect((await send(lena.talent.id, inquiry())).status).toBe(201);
  });

  it("let a talent hide the contact e-mail from the public profile", async () => {
    const lena = await talentAccount();
    expect(
      (await (await apiClient(t).get(`/api/talents/by-slug/${lena.talent.slug}`)).json()).talent.contact
        .email,
    ).toBe("lena.public@studio.example");
    const saved = await lena.client.request(`/api/talents/${lena.talent.id}`, {
      method: "PATCH",
      json: { contact: { email: "lena.public@studio.example", instagram: "lena", showEmail: false } },
    });
    expect(saved.status).toBe(200);
    const own = await (await lena.client.get("/api/me/talent")).json();
    expect(own.talent.contact).toMatchObject({ email: "lena.public@studio.example", showEmail: false });
    // The change waits for review beside the live version (ADR 41); once approved, the public sees no address.
    const stillLive = await (await apiClient(t).get(`/api/talents/by-slug/${lena.talent.slug}`)).json();
    expect(stillLive.talent.contact.email).toBe("lena.public@studio.example");
    const admin = await quickSignedInUser(t, `admin-${randomUUID().slice(0, 6)}@inquiries.test`, {
      role: "admin",
    });
    expect((await admin.client.post(`/api/admin/talents/${lena.talent.id}/approve`, {})).status).toBe(200);
    const publicProfile = await (await apiClient(t).get(`/api/talents/by-slug/${lena.talent.slug}`)).json();
    expect(publicProfile.talent.contact).toMatchObject({ email: "", showEmail: false, instagram: "lena" });
  });

  it("are in the account's data export and go with the account", async () => {
    const lena = await talentAccount();
    const body = inquiry();
    await send(lena.talent.id, body);
    const exported = await (await lena.client.get("/api/account/export")).json();
    expect(exported.inquiries.threads).toHaveLength(1);
    expect(exported.inquiries.threads[0]).toMatchObject({ sender_email: body.email });
    expect(exported.inquiries.threads[0].messages[0].body).toBe(body.message);

    const deleted = await lena.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: lena.password,
    });
    expect(deleted.status).toBe(200);
    const db = t.deps.database.db;
    const left = await db
      .selectFrom("inquiries")
      .select("id")
      .where("talent_id", "=", lena.talent.id)
      .execute();
    expect(left).toEqual([]);
  });
});
