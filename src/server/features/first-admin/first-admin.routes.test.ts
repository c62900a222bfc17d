import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIRST_ADMIN_MESSAGES, FIRST_ADMIN_TOKEN_HEADER } from "#shared/auth/first-admin.schema";
import { apiClient } from "#tests/support/api-client";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";
import { FIRST_ADMIN_ATTEMPTS } from "./first-admin.routes.ts";
import { checkFirstAdminLink, offerFirstAdminLink } from "./first-admin.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});
// Every test starts from an installation without an administrator, as `npm start` leaves a new one.
beforeEach(async () => {
  await t.deps.database.db.updateTable("user").set({ role: "user" }).where("role", "=", "admin").execute();
});

let nextEmail = 1;
const newEmail = () => `first-admin-${nextEmail++}@vitrine.test`;
const HOUR = 60 * 60 * 1000;

/** A link as the server makes at start (`now` moves the start into the past), and its token. */
async function startLink(now?: Date) {
  const link = await offerFirstAdminLink(t.deps.database.db, t.config.publicUrl, now);
  if (!link) throw new Error("no link was offered");
  const url = new URL(link.url);
  return { ...link, url, token: url.hash.slice(1) };
}

const linkState = (token: string, client = apiClient(t)) =>
  client.get("/api/first-admin", { headers: { [FIRST_ADMIN_TOKEN_HEADER]: token } });
const createAdmin = (
  token: string,
  account: { name: string; email: string; password: string },
  client = apiClient(t),
) => client.post("/api/first-admin", account, { headers: { [FIRST_ADMIN_TOKEN_HEADER]: token } });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe("the first administrator's link", () => {
  it("opens the page, creates a confirmed administrator who signs in and reaches the admin API, is audited, and works once", async () => {
    const link = await startLink();
    expect(link.url.pathname).toBe("/setup-admin");
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt.getTime() - Date.now()).toBeGreaterThan(HOUR - 60_000);
    // Only the token's hash is stored.
    const stored = await t.deps.database.db.selectFrom("first_admin_link").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const state = await linkState(link.token);
    expect(state.status).toBe(200);
    expect(await state.json()).toEqual({ expiresAt: link.expiresAt.toISOString() });
    expect(state.headers.get("cache-control")).toBe("no-store");

    const account = { name: "  Ada   Admin ", email: newEmail().toUpperCase(), password: "first-admin-pass" };
    const created = await createAdmin(link.token, account);
    expect(created.status, await created.clone().text()).toBe(201);
    const email = account.email.toLowerCase();
    expect(await created.json()).toEqual({ email });

    const admin = apiClient(t);
    expect((await admin.post("/api/auth/sign-in/email", { email, password: account.password })).status).toBe(
      200,
    );
    const session = (await (await admin.get("/api/auth/get-session")).json()) as {
      user: { name: string; role: string; emailVerified: boolean };
    };
    expect(session.user).toMatchObject({ name: "Ada Admin", role: "admin", emailVerified: true });
    expect((await admin.get("/api/admin/messages")).status).toBe(200);
    const audit = await t.deps.database.db
      .selectFrom("admin_audit_log")
      .selectAll()
      .where("action", "=", "user.create-first-admin")
      .where("actor_email", "=", email)
      .execute();
    expect(audit).toHaveLength(1);

    // Used: refused, and no second administrator.
    const again = await createAdmin(link.token, { ...account, email: newEmail() });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: "CONFLICT",
      message: FIRST_ADMIN_MESSAGES.adminExists,
    });
    expect((await linkState(link.token)).status).toBe(409);
    const admins = await t.deps.database.db
      .selectFrom("user")
      .select("id")
      .where("role", "=", "admin")
      .execute();
    expect(admins).toHaveLength(1);
  });

  it("is used up even when no administrator exists afterwards: a used link is refused", async () => {
    const link = await startLink();
    expect(
      (await createAdmin(link.token, { name: "Ada", email: newEmail(), password: "secret-123" })).status,
    ).toBe(201);
    // The administrator is demoted by hand: the link stays used.
    await t.deps.database.db.updateTable("user").set({ role: "user" }).where("role", "=", "admin").execute();
    const reused = await createAdmin(link.token, { name: "Eve", email: newEmail(), password: "secret-123" });
    expect(reused.status).toBe(404);
    expect(await errorOf(reused)).toMatchObject({ code: "NOT_FOUND", message: FIRST_ADMIN_MESSAGES.invalid });
  });

  it("of two requests with the same link at once, one creates the administrator and the other is refused", async () => {
    const link = await startLink();
    const [a, b] = await Promise.all([
      createAdmin(link.token, { name: "One", email: newEmail(), password: "secret-123" }),
      createAdmin(link.token, { name: "Two", email: newEmail(), password: "secret-123" }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(201);
    // 409 when the other had committed already, 404 when both were inside (PostgreSQL): the link was gone.
    expect([404, 409]).toContain(statuses[1]);
    const admins = await t.deps.database.db
      .selectFrom("user")
      .select("id")
      .where("role", "=", "admin")
      .execute();
    expect(admins).toHaveLength(1);
  });

  it("expires after one hour (the start's clock moved back)", async () => {
    const made = new Date(Date.now() - HOUR - 1000);
    const link = await startLink(made);
    const state = await linkState(link.token);
    expect(state.status).toBe(410);
    expect(await errorOf(state)).toMatchObject({
      code: "LINK_EXPIRED",
      message: FIRST_ADMIN_MESSAGES.expired,
    });
    const created = await createAdmin(link.token, {
      name: "Late",
      email: newEmail(),
      password: "secret-123",
    });
    expect(created.status).toBe(410);

    // To the minute: still good a moment before the hour is over, gone at the hour.
    const fresh = await startLink(made);
    const db = t.deps.database.db;
    await expect(checkFirstAdminLink(db, fresh.token, new Date(made.getTime() + HOUR - 1))).resolves.toEqual({
      expiresAt: fresh.expiresAt.toISOString(),
    });
    await expect(checkFirstAdminLink(db, fresh.token, new Date(made.getTime() + HOUR))).rejects.toMatchObject(
      {
        code: "LINK_EXPIRED",
      },
    );
  });

  it("is refused once an administrator exists, even unused and in time", async () => {
    const link = await startLink();
    await quickSignedInUser(t, newEmail(), { role: "admin" });
    const state = await linkState(link.token);
    expect(state.status).toBe(409);
    expect(await errorOf(state)).toMatchObject({ message: FIRST_ADMIN_MESSAGES.adminExists });
    expect(
      (await createAdmin(link.token, { name: "Late", email: newEmail(), password: "secret-123" })).status,
    ).toBe(409);
    // A start with an administrator offers no link and removes the one left.
    expect(await offerFirstAdminLink(t.deps.database.db, t.config.publicUrl)).toBeNull();
    expect(await t.deps.database.db.selectFrom("first_admin_link").selectAll().execute()).toEqual([]);
  });

  it("stops working when a new start makes a new link", async () => {
    const old = await startLink();
    const current = await startLink();
    const refused = await linkState(old.token);
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatchObject({ message: FIRST_ADMIN_MESSAGES.invalid });
    expect(
      (await createAdmin(old.token, { name: "Old", email: newEmail(), password: "secret-123" })).status,
    ).toBe(404);
    expect((await linkState(current.token)).status).toBe(200);
  });

  it("refuses a missing or malformed token, an address in use, and a short password, leaving the link usable", async () => {
    const link = await startLink();
    expect((await apiClient(t).get("/api/first-admin")).status).toBe(404);
    expect((await linkState("not-a-token")).status).toBe(404);
    const taken = await quickSignedInUser(t, newEmail());
    const inUse = await createAdmin(link.token, { name: "Ada", email: taken.email, password: "secret-123" });
    expect(inUse.status).toBe(409);
    expect(await errorOf(inUse)).toMatchObject({ message: FIRST_ADMIN_MESSAGES.emailTaken });
    expect(
      (await createAdmin(link.token, { name: "Ada", email: newEmail(), password: "short" })).status,
    ).toBe(400);
    expect((await linkState(link.token)).status).toBe(200);
  });

  it(`allows ${FIRST_ADMIN_ATTEMPTS.max} attempts per address in 15 minutes, then answers 429; other addresses go on`, async () => {
    const link = await startLink();
    const guesser = apiClient(t);
    for (let i = 0; i < FIRST_ADMIN_ATTEMPTS.max; i++) {
      expect((await linkState("A".repeat(43), guesser)).status).toBe(404);
    }
    const limited = await linkState(link.token, guesser);
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe("RATE_LIMITED");
    expect((await linkState(link.token)).status).toBe(200);
  });
});
