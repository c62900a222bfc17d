import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processImage } from "#server/media/image-pipeline";
import { insertTalent } from "#server/talent-records/talents.repository";
import { MIN_PASSWORD_LENGTH } from "#shared/auth/auth.schema";
import { apiClient } from "#tests/support/api-client";
import { jpeg } from "#tests/support/image-factory";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";
import { AUTH_RATE_LIMITS } from "./auth.ts";

const ADMIN = { email: "admin@vitrine.test", password: "admin-password-1" };
let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const { ensureAdmin } = await import("./admin-bootstrap.ts");
  await ensureAdmin(t.deps.auth, ADMIN, t.deps.log);
});
afterAll(async () => {
  await t.dispose();
  await smtp.close();
});

const signUp = async (client: ReturnType<typeof apiClient>, email: string, password = "secret-123") =>
  client.post(
    "/api/auth/sign-up/email",
    { name: "Lena Test", email, password, callbackURL: "/verify-email?verified=1" },
    { headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) } },
  );

/** Signs up, follows the link in the verification mail, and returns the signed-in client. */
async function verifiedUser(email: string, password = "secret-123") {
  const client = apiClient(t);
  expect((await signUp(client, email, password)).status).toBe(200);
  const mail = await smtp.waitFor(email, /Confirm your e-mail/);
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
  const res = await client.follow(link ?? "");
  expect(res.status).toBe(302);
  return client;
}

describe("sign-up and e-mail verification", () => {
  it("sends a verification mail whose link confirms the address and signs the user in", async () => {
    const client = apiClient(t);
    const res = await signUp(client, "lena@example.com");
    expect(res.status).toBe(200);
    expect(client.cookies.size).toBe(0);

    const mail = await smtp.waitFor("lena@example.com", /Confirm your e-mail/);
    expect(mail.text).toContain("Confirm e-mail address");
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    expect(link?.startsWith(t.config.publicUrl)).toBe(true);

    const verified = await client.follow(link ?? "");
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/verify-email?verified=1");
    const session = await (await client.get("/api/auth/get-session")).json();
    expect(session.user.email).toBe("lena@example.com");
    expect(session.user.emailVerified).toBe(true);
  });

  it("answers a second sign-up with the same address exactly like a new one, and tells the owner by mail", async () => {
    const first = await (await signUp(apiClient(t), "same@example.com")).json();
    const second = await signUp(apiClient(t), "same@example.com", "other-pass");
    expect(second.status).toBe(200);
    const body = await second.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(first).sort());
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(first.user).sort());
    await smtp.waitFor("same@example.com", /already have an account|tried to sign up/);
  });

  it("refuses a password shorter than the forms' minimum (6) in the API's error shape, and takes one of exactly 6", async () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    const res = await signUp(apiClient(t), "short@example.com", "x".repeat(MIN_PASSWORD_LENGTH - 1));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toMatch(/short/i);
    expect((await signUp(apiClient(t), "six@example.com", "x".repeat(MIN_PASSWORD_LENGTH))).status).toBe(200);
  });

  it("explains an invalid verification link on the verify page", async () => {
    const res = await apiClient(t).get(
      "/api/auth/verify-email?token=not-a-token&callbackURL=%2Fverify-email%3Fverified%3D1",
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/verify-email\?verified=1&error=/);
  });
});

describe("the bot check on sign-up", () => {
  it("refuses a sign-up without a solved check, and a replayed solution", async () => {
    const client = apiClient(t);
    const body = { name: "Bot", email: "bot@example.com", password: "secret-123" };
    const missing = await client.post("/api/auth/sign-up/email", body);
    expect(missing.status).toBe(422);
    expect((await missing.json()).error).toEqual({
      code: "BOT_CHECK_FAILED",
      message: "Verification needed",
    });

    const solved = await fetchAndSolveBotCheck(client.get);
    expect(
      (await client.post("/api/auth/sign-up/email", body, { headers: { "x-altcha": solved } })).status,
    ).toBe(200);
    const replay = await client.post(
      "/api/auth/sign-up/email",
      { ...body, email: "bot2@example.com" },
      { headers: { "x-altcha": solved } },
    );
    expect(replay.status).toBe(422);
    expect((await replay.json()).error.code).toBe("BOT_CHECK_FAILED");
  });
});

describe("sessions and guards", () => {
  it("lets an unconfirmed account sign in but keeps it out of everything else", async () => {
    const client = apiClient(t);
    await signUp(client, "unconfirmed@example.com");
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: "unconfirmed@example.com",
      password: "secret-123",
    });
    expect(signIn.status).toBe(200);
    const session = await (await client.get("/api/auth/get-session")).json();
    expect(session.user.emailVerified).toBe(false);
    const res = await client.get("/api/admin/messages");
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("sets the session cookie httpOnly and SameSite=Lax", async () => {
    const client = await verifiedUser("cookie@example.com");
    const res = await client.post("/api/auth/sign-in/email", {
      email: "cookie@example.com",
      password: "secret-123",
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("answers 429 in the error shape once sign-in attempts pass the limit", async () => {
    const client = apiClient(t);
    const limit = AUTH_RATE_LIMITS["/sign-in/email"].max;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      statuses.push(
        (
          await client.post("/api/auth/sign-in/email", {
            // A new address each time: the per-account backoff is tested in account-protections.test.ts.
            email: `nobody-${i}@example.com`,
            password: "wrong-pass",
          })
        ).status,
      );
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    const limited = await client.post("/api/auth/sign-in/email", {
      email: "nobody@example.com",
      password: "wrong-pass",
    });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toEqual({
      code: "RATE_LIMITED",
      message: expect.stringContaining("Too many"),
    });
    // Another address is not affected.
    expect(
      (
        await apiClient(t).post("/api/auth/sign-in/email", {
          email: "nobody@example.com",
          password: "x-wrong",
        })
      ).status,
    ).toBe(401);
  });

  it("lets one address read its session 200 times in a minute, while its sign-ins stay limited and say when to retry", async () => {
    // A whole office behind one address: every open tab reads its session every 30 s and on focus.
    const office = await quickSignedInUser(t, "office-talent@example.com");
    const refused: number[] = [];
    let last: unknown;
    for (let i = 0; i < 200; i++) {
      const res = await office.client.get("/api/auth/get-session");
      if (res.status !== 200) refused.push(res.status);
      last = await res.json();
    }
    expect(refused).toEqual([]);
    expect(last).toMatchObject({ user: { email: "office-talent@example.com" } });

    const limit = AUTH_RATE_LIMITS["/sign-in/email"].max;
    const attempts: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await office.client.post("/api/auth/sign-in/email", {
        email: `office-nobody-${i}@example.com`,
        password: "wrong-pass",
      });
      attempts.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(attempts.at(-1)).toBe(429);
  });

  it("lets the administrator configured by ADMIN_EMAIL and ADMIN_PASSWORD into the admin APIs", async () => {
    const admin = apiClient(t);
    expect((await admin.post("/api/auth/sign-in/email", ADMIN)).status).toBe(200);
    expect((await admin.get("/api/admin/messages")).status).toBe(200);
  });

  it("stores no role that is not exactly 'user' or 'admin' (policy.test: one would be no admin)", async () => {
    const user = await verifiedUser("almost@example.com");
    await expect(
      t.database.handle.db
        .updateTable("user")
        .set({ role: "Admin" })
        .where("email", "=", "almost@example.com")
        .execute(),
    ).rejects.toThrow();
    expect((await user.get("/api/admin/messages")).status).toBe(403);
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(res.status).toBe(403);
  });
});

describe("password reset", () => {
  it("mails a single-use link that sets a new password", async () => {
    await verifiedUser("forgetful@example.com", "old-secret");
    const client = apiClient(t);
    const req = await client.post("/api/auth/request-password-reset", {
      email: "forgetful@example.com",
      redirectTo: "/reset-password",
    });
    expect(req.status).toBe(200);
    const mail = await smtp.waitFor("forgetful@example.com", /Reset your Vitrine password/);
    const link = mail.links.find((l) => l.includes("/reset-password/")) ?? "";
    const landing = await client.follow(link);
    expect(landing.status).toBe(302);
    const location = landing.headers.get("location") ?? "";
    const token = new URL(location, t.config.publicUrl).searchParams.get("token");
    expect(token).toBeTruthy();

    expect((await client.post("/api/auth/reset-password", { token, newPassword: "new-secret" })).status).toBe(
      200,
    );
    expect(
      (await client.post("/api/auth/reset-password", { token, newPassword: "third-secret" })).status,
    ).toBe(400);
    expect(
      (
        await apiClient(t).post("/api/auth/sign-in/email", {
          email: "forgetful@example.com",
          password: "old-secret",
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await apiClient(t).post("/api/auth/sign-in/email", {
          email: "forgetful@example.com",
          password: "new-secret",
        })
      ).status,
    ).toBe(200);
  });
});

describe("your data", () => {
  it("exports the account as JSON without secrets", async () => {
    const client = await verifiedUser("export@example.com");
    const res = await client.get("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account.email).toBe("export@example.com");
    // What the admins' Users table shows is the account's data too.
    expect(Date.parse(data.account.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.sessions.length).toBeGreaterThan(0);
    const keys: string[] = [];
    const collect = (value: unknown) => {
      if (value && typeof value === "object") {
        for (const [key, child] of Object.entries(value)) {
          keys.push(key);
          collect(child);
        }
      }
    };
    collect(data);
    expect(keys.filter((k) => /password|token|secret/i.test(k))).toEqual([]);
    const stored = await t.database.handle.db.selectFrom("session").select("token").execute();
    for (const { token } of stored) expect(text).not.toContain(token);
  });

  it("deletes the account with every row and file of it", async () => {
    const client = await verifiedUser("leaving@example.com");
    const db = t.database.handle.db;
    const user = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "leaving@example.com")
      .executeTakeFirstOrThrow();
    const hero = await processImage(t.deps.media, await jpeg(900, 1200));
    const now = new Date().toISOString();
    await db.transaction().execute((trx) =>
      insertTalent(trx, {
        id: "leaving-talent",
        userId: user.id,
        slug: "leaving-leav",
        name: "Leaving",
        image: hero,
        category: "visual-arts-media",
        subcategory: "model",
        location: "Munich",
        place: null,
        age: 30,
        bio: "",
        languages: ["de"],
        badges: [],
        paymentOptions: ["PAY"],
        specifics: {},
        measurements: { height: 170, lengthUnits: "metric", sizeSystem: "eu" },
        measurementsUpdatedAt: now,
        gallery: [],
        contact: { email: "leaving@example.com", instagram: "", showEmail: true },
        inquiriesEnabled: true,
        joined: now.slice(0, 10),
        featured: false,
        featuredOrder: null,
        isTopTalent: false,
        status: "pending",
        createdAt: now,
        updatedAt: now,
        rejectionReason: null,
      }),
    );
    const mediaDir = path.join(t.config.dataDir, "media", "images");
    expect(readdirSync(mediaDir)).toContain(hero.id);

    expect(
      (await client.post("/api/account/delete", { confirmation: "nope", password: "secret-123" })).status,
    ).toBe(400);
    const res = await client.post("/api/account/delete", { confirmation: "DELETE", password: "secret-123" });
    expect(res.status).toBe(200);

    for (const [table, column] of [
      ["user", "id"],
      ["session", "userId"],
      ["account", "userId"],
      ["talents", "user_id"],
      ["subscriptions", "user_id"],
      ["customers", "id"],
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .selectAll()
        .where(column as never, "=", user.id as never)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    expect(
      await db.selectFrom("talent_languages").selectAll().where("talent_id", "=", "leaving-talent").execute(),
    ).toHaveLength(0);
    expect(
      await db
        .selectFrom("verification")
        .selectAll()
        .where("identifier", "=", "leaving@example.com")
        .execute(),
    ).toHaveLength(0);
    expect(readdirSync(mediaDir)).not.toContain(hero.id);
    expect((await client.get("/api/auth/get-session")).status).toBe(200);
    expect(await (await client.get("/api/auth/get-session")).json()).toBeNull();
  });
});
