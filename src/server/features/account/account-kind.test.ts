import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";

// The side of the market an account is on: chosen at sign-up (a talent, or an account that hires
// talent with its company), carried by the session, extended in Settings, and filtered by in the
// admin panel's Users table.

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

async function signUp(email: string, fields: Record<string, unknown>) {
  const client = apiClient(t);
  const res = await client.post(
    "/api/auth/sign-up/email",
    {
      name: "Mara Booker",
      email,
      password: "secret-123",
      callbackURL: "/verify-email?verified=1",
      ...fields,
    },
    { headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) } },
  );
  return { client, res };
}

const storedKind = (email: string) =>
  t.database.handle.db
    .selectFrom("user")
    .select(["accountKind", "companyName"])
    .where("email", "=", email)
    .executeTakeFirst();

describe("signing up as one who hires talent", () => {
  it("stores the kind and the company, and the confirmed session carries them", async () => {
    const email = "mara@atelier-nord.test";
    const { client, res } = await signUp(email, { accountKind: "hirer", companyName: "  Atelier  Nord " });
    expect(res.status).toBe(200);
    expect(await storedKind(email)).toEqual({ accountKind: "hirer", companyName: "Atelier Nord" });

    const mail = await smtp.waitFor(email, /Confirm your e-mail/);
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    expect((await client.follow(link ?? "")).status).toBe(302);
    const session = await (await client.get("/api/auth/get-session")).json();
    expect(session.user).toMatchObject({ accountKind: "hirer", companyName: "Atelier Nord" });
  });

  it("keeps a sign-up without a kind a talent's, as before", async () => {
    const email = "plain-talent@example.test";
    expect((await signUp(email, {})).res.status).toBe(200);
    expect(await storedKind(email)).toEqual({ accountKind: "talent", companyName: null });
  });

  it("refuses a hirer without a company, a talent with one, an unknown kind and both sides", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ accountKind: "hirer" }, "Please enter your company's name"],
      [
        { accountKind: "talent", companyName: "Atelier Nord" },
        "Only an account that hires talent has a company name",
      ],
      [
        { accountKind: "agency", companyName: "Atelier Nord" },
        "Choose whether you are a talent or hire talent",
      ],
      [
        { accountKind: "both", companyName: "Atelier Nord" },
        "Choose whether you are a talent or hire talent",
      ],
    ];
    for (const [index, [fields, message]] of cases.entries()) {
      const email = `refused-${index}@example.test`;
      const { res } = await signUp(email, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: "BAD_REQUEST", message });
      expect(await storedKind(email)).toBeUndefined();
    }
  });

  it("refuses alike when the address has an account, so the answer tells nothing about it", async () => {
    const taken = await quickSignedInUser(t, "taken@example.test");
    const { res } = await signUp(taken.email, { accountKind: "hirer" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Please enter your company's name");
  });

  it("words the refusal in the page's language", async () => {
    const client = apiClient(t);
    const res = await client.post(
      "/api/auth/sign-up/email",
      { name: "Mara", email: "de-refused@example.test", password: "secret-123", accountKind: "hirer" },
      { headers: { "x-altcha": await fetchAndSolveBotCheck(client.get), "accept-language": "de" } },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Bitte geben Sie den Namen Ihres Unternehmens ein");
  });
});

describe("adding the other side (PUT /api/account/kind)", () => {
  it("lets a talent hire talent too, with a company: the account becomes both", async () => {
    const talent = await quickSignedInUser(t, "talent-who-hires@example.test");
    const res = await talent.client.request("/api/account/kind", {
      method: "PUT",
      json: { add: "hirer", companyName: "Studio Licht" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ accountKind: "both", companyName: "Studio Licht" });
    const session = await (await talent.client.get("/api/auth/get-session")).json();
    expect(session.user).toMatchObject({ accountKind: "both", companyName: "Studio Licht" });
  });

  it("lets a hirer offer a profile too, and never removes a side", async () => {
    const email = "hirer-who-models@example.test";
    const hirer = await quickSignedInUser(t, email);
    await t.database.handle.db
      .updateTable("user")
      .set({ accountKind: "hirer", companyName: "Atelier Süd" })
      .where("email", "=", email)
      .execute();
    const put = (json: unknown) => hirer.client.request("/api/account/kind", { method: "PUT", json });
    expect(await (await put({ add: "talent" })).json()).toEqual({
      accountKind: "both",
      companyName: "Atelier Süd",
    });
    expect(await (await put({ add: "talent" })).json()).toEqual({
      accountKind: "both",
      companyName: "Atelier Süd",
    });
    expect(await storedKind(email)).toEqual({ accountKind: "both", companyName: "Atelier Süd" });
  });

  it("refuses a company missing or too long, an unknown side, and a visitor", async () => {
    const talent = await quickSignedInUser(t, "careful-talent@example.test");
    const put = (json: unknown) => talent.client.request("/api/account/kind", { method: "PUT", json });
    for (const body of [
      { add: "hirer" },
      { add: "hirer", companyName: " " },
      { add: "hirer", companyName: "x".repeat(121) },
      { add: "both" },
      { remove: "talent" },
    ]) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.code).toBe("VALIDATION_FAILED");
    }
    expect(await storedKind(talent.email)).toEqual({ accountKind: "talent", companyName: null });
    const visitor = apiClient(t);
    expect(
      (await visitor.request("/api/account/kind", { method: "PUT", json: { add: "talent" } })).status,
    ).toBe(401);
  });
});

describe("the admin panel's Users table", () => {
  it("shows each account's kind and company and filters by kind", async () => {
    const admin = await quickSignedInUser(t, "admin-kinds@vitrine.test", { role: "admin" });
    const hirer = await quickSignedInUser(t, "filter-hirer@example.test");
    await t.database.handle.db
      .updateTable("user")
      .set({ accountKind: "hirer", companyName: "Filter Films" })
      .where("id", "=", hirer.userId)
      .execute();
    const list = async (query: string) => {
      const res = await admin.client.get(`/api/admin/users?pageSize=100&${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as {
        items: { email: string; accountKind: string; companyName: string | null }[];
        total: number;
      };
    };

    const hirers = await list("kind=hirer");
    expect(hirers.items.map((u) => u.email)).toContain(hirer.email);
    expect(hirers.items.every((u) => u.accountKind === "hirer")).toBe(true);
    expect(hirers.items.find((u) => u.email === hirer.email)?.companyName).toBe("Filter Films");

    const talents = await list("kind=talent");
    expect(talents.items.map((u) => u.email)).not.toContain(hirer.email);
    expect(talents.items.every((u) => u.accountKind === "talent")).toBe(true);

    const both = await list("kind=both");
    expect(both.items.every((u) => u.accountKind === "both")).toBe(true);

    expect((await list("q=filter films")).items.map((u) => u.email)).toEqual([hirer.email]);
    expect((await admin.client.get("/api/admin/users?kind=agency")).status).toBe(400);
  });
});
