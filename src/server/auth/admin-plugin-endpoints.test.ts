// better-auth's admin plugin served endpoints that went around the app's rules and its audit trail:
// an administrator could sign in as a talent and read their inquiries, demote themselves, store any
// role, set a password, move an address to a "verified" one without a mail, ban, create admins and
// remove accounts leaving their rows behind (ADR 39). Each answers 404 now and changes nothing; what
// administrators may do goes through the app's own routes, which check and record it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgres } from "#server/db/dialect";
import { insertInquiry, insertInquiryMessage } from "#server/features/inquiries/inquiries.repository";
import type { AuditPage } from "#shared/audit/audit.schema";
import { type ApiClient, apiClient } from "#tests/support/api-client";
import { snapshotDatabase } from "#tests/support/database-snapshot";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

type User = Awaited<ReturnType<typeof signedInUser>>;
const SENDER = "nora@agency.example";
let t: TestApp;
let admin: User;
let talent: User;
let inquiryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin@example.com", { role: "admin" });
  talent = await signedInUser(t, "talent@example.com", { password: "talent-secret-1" });
  const profile = talentRecord({ name: "Talent With Inquiries", userId: talent.userId });
  await insertTalents(t.deps.database.db, [profile]);
  // A private conversation with the talent: not reported, so no administrator may read it.
  const at = new Date().toISOString();
  inquiryId = randomUUID();
  await insertInquiry(t.deps.database.db, {
    id: inquiryId,
    talent_id: profile.id,
    sender_name: "Nora Agency",
    sender_email: SENDER,
    sender_key: SENDER,
    sender_ip: "10.9.9.8",
    job_kind: "PAY",
    date_from: "2027-03-01",
    location: "Berlin",
    created_at: at,
    last_activity_at: at,
  });
  await insertInquiryMessage(t.deps.database.db, {
    id: randomUUID(),
    inquiry_id: inquiryId,
    author: "sender",
    body: "A private question.",
    sender_ip: "10.9.9.8",
    created_at: at,
  });
});
afterAll(() => t.dispose());

/** A client with the admin's session of its own, so what one request does to cookies stays there. */
function asAdmin(): ApiClient {
  const client = apiClient(t);
  for (const [name, value] of admin.client.cookies) client.cookies.set(name, value);
  return client;
}

/** The admin's POST answers 404 in the API's error shape, and not one row changes (no audit entry either). */
async function expectRefused(client: ApiClient, path: string, body: unknown) {
  const before = await snapshotDatabase(t);
  const res = await client.post(path, body);
  expect(res.status, await res.clone().text()).toBe(404);
  expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "There is no such endpoint." } });
  expect(res.headers.getSetCookie()).toEqual([]);
  expect(await snapshotDatabase(t)).toEqual(before);
}

const userRow = (id: string) =>
  t.deps.database.db.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();
const sessionUserId = async (client: ApiClient) =>
  ((await (await client.get("/api/auth/get-session")).json()) as { user: { id: string } } | null)?.user.id;
const signIn = (email: string, password: string) =>
  apiClient(t).post("/api/auth/sign-in/email", { email, password });

describe("better-auth's admin endpoints, called by an administrator", () => {
  it("impersonate-user: refused; the admin stays themselves and reads no talent's inquiries", async () => {
    const client = asAdmin();
    await expectRefused(client, "/api/auth/admin/impersonate-user", { userId: talent.userId });
    expect(await sessionUserId(client)).toBe(admin.userId);
    expect(await (await client.get("/api/me/inquiries")).text()).not.toContain(inquiryId);
    expect((await client.get(`/api/me/inquiries/${inquiryId}`)).status).toBe(404);
    // Only the talent reads the conversation, with the sender's address.
    expect(await (await talent.client.get("/api/me/inquiries")).text()).toContain(inquiryId);
    expect(await (await talent.client.get(`/api/me/inquiries/${inquiryId}`)).text()).toContain(SENDER);
  });

  it("set-role: refused, for demoting oneself and for a role that is no role", async () => {
    await expectRefused(asAdmin(), "/api/auth/admin/set-role", { userId: admin.userId, role: "user" });
    await expectRefused(asAdmin(), "/api/auth/admin/set-role", { userId: talent.userId, role: "superuser" });
    await expectRefused(asAdmin(), "/api/auth/admin/set-role", {
      userId: talent.userId,
      role: ["admin", "user"],
    });
    expect((await userRow(admin.userId))?.role).toBe("admin");
    expect((await userRow(talent.userId))?.role).toBe("user");
  });

  it("set-user-password: refused; the talent's password stays theirs", async () => {
    await expectRefused(asAdmin(), "/api/auth/admin/set-user-password", {
      userId: talent.userId,
      newPassword: "taken-over-1",
    });
    expect((await signIn(talent.email, "taken-over-1")).status).toBe(401);
    expect((await signIn(talent.email, "talent-secret-1")).status).toBe(200);
  });

  it("update-user: refused; no new address marked verified without a mail", async () => {
    await expectRefused(asAdmin(), "/api/auth/admin/update-user", {
      userId: talent.userId,
      data: { email: "taken@attacker.example", emailVerified: true, role: "admin" },
    });
    expect(await userRow(talent.userId)).toMatchObject({ email: talent.email, role: "user" });
  });

  it("ban-user: refused; the talent stays signed in", async () => {
    await expectRefused(asAdmin(), "/api/auth/admin/ban-user", { userId: talent.userId, banReason: "No" });
    expect(await sessionUserId(talent.client)).toBe(talent.userId);
    expect((await signIn(talent.email, "talent-secret-1")).status).toBe(200);
  });

  it("create-user: refused; no administrator appears", async () => {
    await expectRefused(asAdmin(), "/api/auth/admin/create-user", {
      email: "second-admin@example.com",
      password: "secret-123",
      name: "Second Admin",
      role: "admin",
    });
    const made = await t.deps.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "second-admin@example.com")
      .execute();
    expect(made).toEqual([]);
  });

  it("remove-user: refused; the account and its profile stay (deletion is the account's own route)", async () => {
    await expectRefused(asAdmin(), "/api/auth/admin/remove-user", { userId: talent.userId });
    expect(await userRow(talent.userId)).toBeDefined();
    expect(await sessionUserId(talent.client)).toBe(talent.userId);
    expect((await talent.client.get("/api/me/talent")).status).toBe(200);
  });
});

describe("the app's own role route", () => {
  const auditOf = async (userId: string) =>
    (
      (await (
        await admin.client.get(`/api/admin/audit?recordType=user&recordId=${userId}`)
      ).json()) as AuditPage
    ).items;
  const putRole = (userId: string, role: unknown) =>
    admin.client.request(`/api/admin/users/${userId}/role`, { method: "PUT", json: { role } });

  it("changes a role, recorded under the administrator who did it", async () => {
    const colleague = await signedInUser(t, "colleague@example.com");
    expect((await putRole(colleague.userId, "admin")).status).toBe(200);
    expect((await userRow(colleague.userId))?.role).toBe("admin");
    expect((await putRole(colleague.userId, "user")).status).toBe(200);
    expect((await userRow(colleague.userId))?.role).toBe("user");
    const entries = await auditOf(colleague.userId);
    expect(entries.map((e) => [e.action, e.actorId, e.actorEmail, e.changes])).toEqual([
      ["user.role-change", admin.userId, admin.email, { role: { from: "admin", to: "user" } }],
      ["user.role-change", admin.userId, admin.email, { role: { from: "user", to: "admin" } }],
    ]);
  });

  it("refuses to demote oneself and a role that is no role, recording nothing", async () => {
    const before = await snapshotDatabase(t);
    expect((await putRole(admin.userId, "user")).status).toBe(403);
    for (const role of ["superuser", "Admin", ["admin"], null]) {
      expect((await putRole(talent.userId, role)).status, JSON.stringify(role)).toBe(400);
    }
    expect(await snapshotDatabase(t)).toEqual(before);
  });
});

describe("the role column", () => {
  const db = () => t.deps.database.db;
  const insertUser = (role: string | null) =>
    db()
      .insertInto("user")
      .values({
        id: randomUUID(),
        name: "Direct",
        email: `direct-${randomUUID().slice(0, 8)}@example.com`,
        emailVerified: isPostgres(db()) ? true : 1,
        image: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        role: role as string,
        banned: null,
        banReason: null,
        banExpires: null,
      })
      .execute();

  it("holds only user or admin, whatever writes it", async () => {
    await expect(insertUser("superuser")).rejects.toThrow();
    await expect(insertUser('["admin"]')).rejects.toThrow();
    await expect(insertUser(null)).rejects.toThrow();
    await insertUser("user");
    const update = (role: string | null) =>
      db().updateTable("user").set({ role }).where("id", "=", talent.userId).execute();
    await expect(update("superuser")).rejects.toThrow();
    await expect(update("admin,user")).rejects.toThrow();
    await expect(update(null)).rejects.toThrow();
    expect((await userRow(talent.userId))?.role).toBe("user");
    // better-auth's own writes (the ADMIN_EMAIL bootstrap uses them) go through the same check.
    const ctx = await t.deps.auth.$context;
    await expect(ctx.internalAdapter.updateUser(talent.userId, { role: "owner" })).rejects.toThrow();
    expect((await userRow(talent.userId))?.role).toBe("user");
  });
});
