// The account protections of ADR 15: what unconfirmed accounts reach, the per-account sign-in
// backoff, deletion with the password, the notice to the old address, no-store on auth answers,
// and normalised names.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client";
import { snapshotDatabase } from "#tests/support/database-snapshot";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";
import { SIGN_IN_BACKOFF, waitAfterFailures } from "./sign-in-backoff.ts";

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

const userRow = (id: string) =>
  t.deps.database.db.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();

describe("an account whose e-mail address is not confirmed", () => {
  // What it is refused (403 EMAIL_NOT_VERIFIED, nothing changed) is in authorization.table.ts.
  it("still reads its session, asks for a new link, exports its data, deletes itself and signs out", async () => {
    const user = await quickSignedInUser(t, "unconfirmed-allowed@example.com", { emailVerified: false });
    expect((await user.client.get("/api/auth/get-session")).status).toBe(200);
    expect((await user.client.post("/api/auth/send-verification-email", { email: user.email })).status).toBe(
      200,
    );
    expect((await user.client.get("/api/account/export")).status).toBe(200);
    expect((await user.client.post("/api/auth/sign-out", {})).status).toBe(200);

    const leaving = await quickSignedInUser(t, "unconfirmed-leaving@example.com", { emailVerified: false });
    const res = await leaving.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: leaving.password,
    });
    expect(res.status).toBe(200);
    expect(await userRow(leaving.userId)).toBeUndefined();
  });
});

describe("the per-account sign-in backoff", () => {
  const signIn = (email: string, password: string) =>
    // Each attempt from a new client address: the backoff follows the account, not the address.
    apiClient(t).post("/api/auth/sign-in/email", { email, password });

  it("waits 30 s, 1, 2, 4, 8, then 15 minutes after 5, 6, 7 ... failures", () => {
    const waits = [1, 4, 5, 6, 7, 8, 9, 10, 11, 40].map(waitAfterFailures);
    expect(waits).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
    expect(SIGN_IN_BACKOFF.freeAttempts).toBe(5);
  });

  it("answers 429 after five failures for one account from five addresses, even with the right password", async () => {
    const user = await quickSignedInUser(t, "guessed@example.com");
    for (let i = 0; i < SIGN_IN_BACKOFF.freeAttempts; i++) {
      expect((await signIn("Guessed@Example.com", `wrong-${i}`)).status).toBe(401);
    }
    const locked = await signIn(user.email, user.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(25);
    expect((await locked.json()).error).toEqual({
      code: "RATE_LIMITED",
      message:
        "Too many failed sign-ins for this account. Please wait 30 seconds and try again, or reset your password.",
    });

    // Once the wait is over, one more failure doubles it; a success forgets the failures.
    const expire = () =>
      t.deps.database.db
        .updateTable("sign_in_failures")
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where("email", "=", user.email)
        .execute();
    await expire();
    expect((await signIn(user.email, "wrong-again")).status).toBe(401);
    const longer = await signIn(user.email, user.password);
    expect(longer.status).toBe(429);
    expect((await longer.json()).error.message).toContain("wait 1 minute");
    await expire();
    expect((await signIn(user.email, user.password)).status).toBe(200);
    const rows = await t.deps.database.db
      .selectFrom("sign_in_failures")
      .selectAll()
      .where("email", "=", user.email)
      .execute();
    expect(rows).toEqual([]);
  });

  it("checks only the free attempts of many wrong passwords sent at once, and the rest wait", async () => {
    const user = await quickSignedInUser(t, "stormed@example.com");
    const attempts = 12;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) => signIn(user.email, `wrong-at-once-${i}`)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([
      ...Array(SIGN_IN_BACKOFF.freeAttempts).fill(401),
      ...Array(attempts - SIGN_IN_BACKOFF.freeAttempts).fill(429),
    ]);
    expect((await signIn(user.email, user.password)).status).toBe(429);
  });

  it("does not count an attempt whose password was never checked", async () => {
    const user = await quickSignedInUser(t, "malformed@example.com");
    for (let i = 0; i < SIGN_IN_BACKOFF.freeAttempts + 1; i++) {
      const res = await apiClient(t).post("/api/auth/sign-in/email", { email: user.email, password: 42 });
      expect(res.status).toBe(400);
    }
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("treats an address without an account the same, so the answer reveals nothing", async () => {
    for (let i = 0; i < SIGN_IN_BACKOFF.freeAttempts; i++) {
      expect((await signIn("nobody-here@example.com", `wrong-${i}`)).status).toBe(401);
    }
    expect((await signIn("nobody-here@example.com", "wrong")).status).toBe(429);
  });

  it("leaves other accounts alone", async () => {
    for (let i = 0; i < SIGN_IN_BACKOFF.freeAttempts; i++) await signIn("target@example.com", "wrong");
    const other = await quickSignedInUser(t, "bystander@example.com");
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });
});

describe("deleting the account", () => {
  it("needs the account's password: a missing or wrong one deletes nothing", async () => {
    const user = await quickSignedInUser(t, "careful@example.com");
    const before = await snapshotDatabase(t);
    const missing = await user.client.post("/api/account/delete", { confirmation: "DELETE" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe("password: Enter your password to confirm.");

    const wrong = await user.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: "not-my-password",
    });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toEqual({
      code: "FORBIDDEN",
      message: "That is not your password. Your account was not deleted.",
    });
    expect(await userRow(user.userId)).toBeDefined();
    // Only the failed attempt was counted, towards the account's backoff.
    const after = await snapshotDatabase(t);
    expect({ ...after, sign_in_failures: [] }).toEqual({ ...before, sign_in_failures: [] });
    expect(after.sign_in_failures?.some((row) => row.includes("careful@example.com"))).toBe(true);

    const res = await user.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: user.password,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await userRow(user.userId)).toBeUndefined();
  });
});

describe("changing the e-mail address", () => {
  it("tells the old address what was asked and how to react", async () => {
    const user = await quickSignedInUser(t, "moving@example.com");
    const res = await user.client.post("/api/auth/change-email", {
      newEmail: "moved@example.com",
      callbackURL: "/dashboard/settings?emailChanged=1",
    });
    expect(res.status).toBe(200);
    const notice = await smtp.waitFor("moving@example.com", /Your Vitrine e-mail address is being changed/);
    expect(notice.text).toContain("moved@example.com");
    expect(notice.text).toContain("If this was not you");
    expect(notice.links).toContain(`${t.config.publicUrl}/forgot-password`);
    await smtp.waitFor("moved@example.com", /Confirm your new e-mail/);
  });
});

describe("answers that carry sessions", () => {
  it("are never stored by a cache", async () => {
    const user = await quickSignedInUser(t, "cached@example.com");
    const answers = [
      await apiClient(t).post("/api/auth/sign-in/email", { email: user.email, password: user.password }),
      await apiClient(t).post("/api/auth/sign-in/email", { email: user.email, password: "wrong-one" }),
      await user.client.get("/api/auth/get-session"),
      await apiClient(t).get("/api/auth/get-session"),
      await apiClient(t).get("/api/auth/no-such-endpoint"),
      await user.client.post("/api/auth/sign-out", {}),
      // Refusals of our own, thrown before better-auth answers.
      await (
        await quickSignedInUser(t, "cached-unconfirmed@example.com", { emailVerified: false })
      ).client.post("/api/auth/change-email", { newEmail: "elsewhere@example.com" }),
    ];
    for (const res of answers) expect(res.headers.get("cache-control"), res.url).toBe("no-store");
  });
});

describe("names", () => {
  it("are stored normalised at sign-up, and a name of only control characters is refused", async () => {
    const client = apiClient(t);
    const signUp = async (name: string, email: string) =>
      client.post(
        "/api/auth/sign-up/email",
        { name, email, password: "secret-123" },
        { headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) } },
      );
    expect((await signUp(" \u202eRene\u0301e\u0000 ", "renee@example.com")).status).toBe(200);
    const stored = await t.deps.database.db
      .selectFrom("user")
      .select("name")
      .where("email", "=", "renee@example.com")
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe("Renée");

    const refused = await signUp("\u202e\u2066\u0007", "blank-name@example.com");
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("Name is required");
  });

  it("are normalised when better-auth renames an account, and never emptied", async () => {
    // No endpoint renames an account (update-user is closed, ADR 39); the database hook still guards
    // every write better-auth makes, as a later use of it would.
    const user = await quickSignedInUser(t, "renaming@example.com");
    const ctx = await t.deps.auth.$context;
    await ctx.internalAdapter.updateUser(user.userId, { name: "\u2067Lena\u2069  H.\n" });
    expect((await userRow(user.userId))?.name).toBe("Lena H.");
    await expect(ctx.internalAdapter.updateUser(user.userId, { name: "\u200f\u061c " })).rejects.toThrow(
      "Name is required",
    );
    expect((await userRow(user.userId))?.name).toBe("Lena H.");
  });

  it("are normalised on a talent profile", async () => {
    const user = await quickSignedInUser(t, "profile-name@example.com");
    const res = await user.client.post("/api/me/talent", { name: "\u202eMara\u202c  Brand\u0000" });
    expect(res.status).toBe(201);
    expect((await res.json()).talent.name).toBe("Mara Brand");
    const refused = await user.client.request("/api/me/talent", { method: "POST", json: { name: "\u202e" } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("name: Name is required");
  });
});
