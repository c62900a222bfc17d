// Session tokens and reset links' tokens are stored as their SHA-256 (ADR 39): the tables hold nothing
// a browser could present, and sign-in, sessions, sign-out, password changes and resets work as before.
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "#server/db/database";
import { MIGRATIONS } from "#server/db/migrations/migration-list";
import { type ApiClient, apiClient } from "#tests/support/api-client";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser, signedInUser } from "#tests/support/test-users";
import { hashToken } from "./token-hash.ts";

const SESSION_COOKIE = "better-auth.session_token";
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

/** The session token a client's cookie carries (the cookie is the token, a dot and its signature). */
function tokenOf(client: ApiClient): string {
  const cookie = client.cookies.get(SESSION_COOKIE);
  if (!cookie) throw new Error("the client has no session cookie");
  return decodeURIComponent(cookie).split(".")[0] ?? "";
}

/** A cookie for a token, signed with the app's secret as better-auth signs its own. */
function cookieFor(token: string): string {
  const signature = createHmac("sha256", t.config.authSecret).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}

const sessionTokens = async (userId: string) =>
  (await t.deps.database.db.selectFrom("session").select("token").where("userId", "=", userId).execute()).map(
    (row) => row.token,
  );

const sessionUserId = async (client: ApiClient) =>
  ((await (await client.get("/api/auth/get-session")).json()) as { user: { id: string } } | null)?.user.id;

describe("a session", () => {
  it("is stored as the hash of its token, and the cookie still signs the user in and out", async () => {
    const user = await signedInUser(t, "hashed-session@example.com");
    const token = tokenOf(user.client);
    expect(token).toMatch(/^[A-Za-z0-9]{20,}$/);
    const stored = await sessionTokens(user.userId);
    expect(stored).toEqual([hashToken(token)]);
    expect(stored).not.toContain(token);

    expect(await sessionUserId(user.client)).toBe(user.userId);
    expect((await user.client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await sessionTokens(user.userId)).toEqual([]);
  });

  it("read from a copy of the database signs nobody in, even with the app's secret", async () => {
    const admin = await quickSignedInUser(t, "backup-admin@example.com", { role: "admin" });
    const [storedToken] = await sessionTokens(admin.userId);
    expect(storedToken).toBeDefined();
    const thief = apiClient(t);
    thief.cookies.set(SESSION_COOKIE, cookieFor(storedToken ?? ""));
    expect(await (await thief.get("/api/auth/get-session")).json()).toBeNull();
    expect((await thief.get("/api/admin/users")).status).toBe(401);
    // The real cookie still works.
    expect((await admin.client.get("/api/admin/users")).status).toBe(200);
  });

  it("survives a password change that ends the other sessions, with the new token hashed too", async () => {
    const user = await signedInUser(t, "changing-password@example.com");
    const otherDevice = apiClient(t);
    await otherDevice.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect(await sessionUserId(otherDevice)).toBe(user.userId);

    const res = await user.client.post("/api/auth/change-password", {
      currentPassword: user.password,
      newPassword: "changed-secret-1",
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect(await sessionUserId(user.client)).toBe(user.userId);
    expect(await sessionUserId(otherDevice)).toBeUndefined();
    expect(await sessionTokens(user.userId)).toEqual([hashToken(tokenOf(user.client))]);
  });
});

describe("a password reset link", () => {
  it("is stored as a hash, and resets the password once, end to end from the mail", async () => {
    const user = await signedInUser(t, "forgot-hashed@example.com", { password: "old-secret-1" });
    const client = apiClient(t);
    const requested = await client.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/reset-password",
    });
    expect(requested.status).toBe(200);
    const mail = await smtp.waitFor(user.email, /Reset your Vitrine password/);
    const link = mail.links.find((l) => l.includes("/api/auth/reset-password/")) ?? "";
    const linkToken = new URL(link).pathname.split("/").pop() ?? "";
    expect(linkToken).not.toBe("");

    const rows = await t.deps.database.db.selectFrom("verification").selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(linkToken);
    expect(rows.map((row) => row.identifier)).toContain(hashToken(`reset-password:${linkToken}`));

    const landing = await client.follow(link);
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get("location") ?? "", t.config.publicUrl).searchParams.get(
      "token",
    );
    expect(token).toBe(linkToken);
    expect(
      (await client.post("/api/auth/reset-password", { token, newPassword: "new-secret-1" })).status,
    ).toBe(200);
    expect(
      (await client.post("/api/auth/reset-password", { token, newPassword: "new-secret-2" })).status,
    ).toBe(400);
    // The reset ended the user's sessions; the new password signs in.
    expect(await sessionUserId(user.client)).toBeUndefined();
    const signIn = await apiClient(t).post("/api/auth/sign-in/email", {
      email: user.email,
      password: "new-secret-1",
    });
    expect(signIn.status).toBe(200);
  });
});

describe("the migration that hashes stored tokens", () => {
  it("rewrites the sessions and reset tokens stored before it, which keep working", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-token-migration-"));
    const handle = openSqlite(path.join(dir, "vitrine.db"));
    try {
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => MIGRATIONS } });
      expect((await migrator.migrateTo("2026-11-25-10-known-user-roles")).error).toBeUndefined();
      const now = new Date().toISOString();
      const later = new Date(Date.now() + 3600_000).toISOString();
      await handle.db
        .insertInto("user")
        .values({
          id: "u1",
          name: "Stored Before",
          email: "before@example.com",
          emailVerified: 1,
          image: null,
          createdAt: now,
          updatedAt: now,
          role: "user",
          banned: 0,
          banReason: null,
          banExpires: null,
        })
        .execute();
      await handle.db
        .insertInto("session")
        .values({
          id: "s1",
          token: "plainSessionToken0123456789abcdef",
          userId: "u1",
          expiresAt: later,
          createdAt: now,
          updatedAt: now,
          ipAddress: null,
          userAgent: null,
          impersonatedBy: null,
        })
        .execute();
      await handle.db
        .insertInto("verification")
        .values({
          id: "v1",
          identifier: "reset-password:plainResetToken",
          value: "u1",
          expiresAt: later,
          createdAt: now,
          updatedAt: now,
        })
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const session = await handle.db.selectFrom("session").select("token").executeTakeFirstOrThrow();
      expect(session.token).toBe(hashToken("plainSessionToken0123456789abcdef"));
      const verification = await handle.db
        .selectFrom("verification")
        .select("identifier")
        .executeTakeFirstOrThrow();
      expect(verification.identifier).toBe(hashToken("reset-password:plainResetToken"));
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("hashes the way the app looks tokens up, so a session stored before it still signs in", async () => {
    const user = await quickSignedInUser(t, "stored-before@example.com");
    const token = tokenOf(user.client);
    // The row as the earlier code left it, then the migration's rewrite of it.
    const db = t.deps.database.db;
    await db.updateTable("session").set({ token }).where("userId", "=", user.userId).execute();
    const cookie = user.client.cookies.get(SESSION_COOKIE) ?? "";
    expect(await sessionUserId(user.client)).toBeUndefined();
    // better-auth cleared the cookie it could not find; the browser of before the upgrade still had it.
    user.client.cookies.set(SESSION_COOKIE, cookie);
    const migration = MIGRATIONS["2026-11-25-11-hashed-auth-tokens"];
    await migration?.up(db);
    expect(await sessionUserId(user.client)).toBe(user.userId);
  });
});
