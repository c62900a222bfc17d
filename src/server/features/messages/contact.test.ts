import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "#server/auth/admin-bootstrap";
import { apiClient } from "#tests/support/api-client";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { CONTACT_RATE_LIMIT } from "./contact.routes.ts";

const ADMIN = { email: "admin@vitrine.test", password: "admin-password-1" };
let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  await ensureAdmin(t.deps.auth, ADMIN, t.deps.log);
});
afterAll(async () => {
  await t.dispose();
  await smtp.close();
});

const message = {
  name: "Mara Brand",
  instagram: "mara.brand",
  email: "mara@brand.example",
  company: "Brand GmbH",
  phone: "",
  message: "We are casting for a spring campaign.",
};

async function send(client: ReturnType<typeof apiClient>, body: unknown = message) {
  return client.post("/api/contact", body, {
    headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) },
  });
}

describe("POST /api/contact", () => {
  it("stores the message for the inbox (newest first) and e-mails the admins", async () => {
    const visitor = apiClient(t);
    const res = await send(visitor);
    expect(res.status).toBe(201);
    await send(visitor, { ...message, name: "Second Sender" });

    const mail = await smtp.waitFor(ADMIN.email, /Contact form: Mara Brand/);
    expect(mail.text).toContain("We are casting for a spring campaign.");

    const admin = apiClient(t);
    await admin.post("/api/auth/sign-in/email", ADMIN);
    const inbox = await (await admin.get("/api/admin/messages")).json();
    expect(inbox.messages.map((m: { name: string }) => m.name).slice(0, 2)).toEqual([
      "Second Sender",
      "Mara Brand",
    ]);
    expect(inbox.messages[1]).toMatchObject({
      email: "mara@brand.example",
      company: "Brand GmbH",
      isRead: false,
    });
    expect(JSON.stringify(inbox)).not.toContain("sender_ip");

    expect((await admin.post(`/api/admin/messages/${inbox.messages[1].id}/read`, {})).status).toBe(200);
    const after = await (await admin.get("/api/admin/messages")).json();
    expect(after.messages[1].isRead).toBe(true);
  });

  it("keeps the language the message was sent in, and writes to each admin in theirs", async () => {
    const visitor = apiClient(t);
    const res = await visitor.post(
      "/api/contact",
      { ...message, name: "Jonas Weber", email: "jonas@weber.example" },
      { headers: { "x-altcha": await fetchAndSolveBotCheck(visitor.get), "accept-language": "de" } },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await t.database.handle.db
      .selectFrom("contact_messages")
      .select("sender_language")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.sender_language).toBe("de");
    const mail = await smtp.waitFor(ADMIN.email, /Contact form: Jonas Weber/);
    expect(mail.text).toContain("New message from Jonas Weber");
    expect(mail.text).toContain('<html lang="en">');
  });

  it("validates every field with the shared schema", async () => {
    const res = await send(apiClient(t), { ...message, email: "not-an-email", message: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("VALIDATION_FAILED");
  });

  it("refuses a message without a solved check, and a replayed one", async () => {
    const visitor = apiClient(t);
    const missing = await visitor.post("/api/contact", message);
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.message).toBe("Verification needed");
    const solved = await fetchAndSolveBotCheck(visitor.get);
    expect((await visitor.post("/api/contact", message, { headers: { "x-altcha": solved } })).status).toBe(
      201,
    );
    expect((await visitor.post("/api/contact", message, { headers: { "x-altcha": solved } })).status).toBe(
      422,
    );
  });

  it("limits how many messages one address sends", async () => {
    const visitor = apiClient(t);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await send(visitor)).status).toBe(201);
    const limited = await send(visitor);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("RATE_LIMITED");
    expect((await send(apiClient(t))).status).toBe(201);
  });

  it("lets exactly the limit through when one address sends many at once", async () => {
    const visitor = apiClient(t);
    const checks = [];
    for (let i = 0; i < CONTACT_RATE_LIMIT.max * 2; i++)
      checks.push(await fetchAndSolveBotCheck(visitor.get));
    const answers = await Promise.all(
      checks.map((check) => visitor.post("/api/contact", message, { headers: { "x-altcha": check } })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([
      ...Array(CONTACT_RATE_LIMIT.max).fill(201),
      ...Array(CONTACT_RATE_LIMIT.max).fill(429),
    ]);
    const stored = await t.deps.database.db
      .selectFrom("contact_messages")
      .select("id")
      .where("sender_ip", "=", visitor.ip)
      .execute();
    expect(stored).toHaveLength(CONTACT_RATE_LIMIT.max);
  });
});
