import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";

// An account's language (ADR 46): set at sign-up from the page's, changed in Settings and by the
// switcher, returned with the session and the export, and the language of every mail to it.

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

const GERMAN = { "accept-language": "de" };

async function signUp(email: string, headers: Record<string, string> = {}) {
  const client = apiClient(t);
  const res = await client.post(
    "/api/auth/sign-up/email",
    { name: "Jonas Weber", email, password: "secret-123", callbackURL: "/verify-email?verified=1" },
    { headers: { "x-altcha": await fetchAndSolveBotCheck(client.get), ...headers } },
  );
  expect(res.status).toBe(200);
  return client;
}

async function storedLanguage(email: string): Promise<string | undefined> {
  const row = await t.database.handle.db
    .selectFrom("user")
    .select("language")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.language;
}

const setLanguage = (client: ReturnType<typeof apiClient>, language: unknown, headers?: HeadersInit) =>
  client.request("/api/account/language", { method: "PUT", json: { language }, headers });

describe("an account's language", () => {
  it("is the page's at sign-up: a German sign-up gets its confirmation mail in German", async () => {
    await signUp("jonas@example.com", GERMAN);
    expect(await storedLanguage("jonas@example.com")).toBe("de");
    const mail = await smtp.waitFor("jonas@example.com");
    expect(mail.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse für Vitrine");
    expect(mail.text).toContain("Hallo Jonas Weber,");
    expect(mail.text).toContain(
      "E-Mail-Adresse bestätigen: http://localhost:3000/api/auth/verify-email?token=",
    );
    // Its link goes on to the German page, whichever browser opens it.
    expect(new URL(mail.links[0] ?? "").searchParams.get("callbackURL")).toBe("/de/verify-email?verified=1");
    expect(mail.text).toContain("Vitrine GmbH, München, Deutschland");
    expect(mail.text).toContain('<html lang="de">');
  });

  it("is English for a sign-up that asks for no language of ours", async () => {
    await signUp("emma@example.com", { "accept-language": "fr-FR, fr;q=0.9" });
    expect(await storedLanguage("emma@example.com")).toBe("en");
    const mail = await smtp.waitFor("emma@example.com");
    expect(mail.subject).toBe("Confirm your e-mail address for Vitrine");
    expect(mail.text).toContain('<html lang="en">');
  });

  it("is returned with the session and changed by its own route, and later mails follow it", async () => {
    const { client, email } = await quickSignedInUser(t, "switcher@example.com");
    const before = await (await client.get("/api/auth/get-session")).json();
    expect(before.user.language).toBe("en");

    const res = await setLanguage(client, "de");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: "de" });
    const after = await (await client.get("/api/auth/get-session")).json();
    expect(after.user.language).toBe("de");

    await apiClient(t).post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const mail = await smtp.waitFor(email, /Passwort/);
    expect(mail.subject).toBe("Setzen Sie Ihr Vitrine-Passwort zurück");
    expect(mail.text).toContain("Neues Passwort wählen");
  });

  it("is part of the account's exported data", async () => {
    const { client } = await quickSignedInUser(t, "exporter@example.com");
    await setLanguage(client, "de");
    const data = await (await client.get("/api/account/export")).json();
    expect(data.account.language).toBe("de");
  });

  it("refuses a language Vitrine does not speak, in the request's language, and changes nothing", async () => {
    const { client, email } = await quickSignedInUser(t, "polyglot@example.com");
    const res = await setLanguage(client, "fr", GERMAN);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "VALIDATION_FAILED", message: "language: Wählen Sie Englisch oder Deutsch." },
    });
    expect((await setLanguage(client, "fr")).status).toBe(400);
    expect(await storedLanguage(email)).toBe("en");
  });

  it("is English or German and nothing else, whatever writes it", async () => {
    const { userId } = await quickSignedInUser(t, "stored@example.com");
    const write = (language: string) =>
      t.database.handle.db.updateTable("user").set({ language }).where("id", "=", userId).execute();
    await expect(write("fr")).rejects.toThrow();
    await write("de");
    expect(await storedLanguage("stored@example.com")).toBe("de");
  });

  it("cannot be set by an anonymous caller", async () => {
    const res = await setLanguage(apiClient(t), "de");
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("UNAUTHENTICATED");
  });
});
