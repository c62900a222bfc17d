import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UsersPage } from "#shared/admin/admin-users.schema";
import type { ApiClient } from "#tests/support/api-client";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

let t: TestApp;
let admin: ApiClient;
let adminId: string;
const users: Record<string, string> = {};

const list = async (query = "") => (await (await admin.get(`/api/admin/users${query}`)).json()) as UsersPage;
const put = (client: ApiClient, path: string, json: unknown) => client.request(path, { method: "PUT", json });

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInUser(t, "admin@example.com", { role: "admin" });
  admin = signedIn.client;
  adminId = signedIn.userId;
  // Made one after another, so their sign-up order is known: zoe first, then max, then ina.
  for (const [name, options] of [
    ["zoe", {}],
    ["max", { emailVerified: false }],
    ["ina", {}],
  ] as const) {
    users[name] = (await signedInUser(t, `${name}@example.com`, options)).userId;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await insertTalents(t.database.handle.db, [
    talentRecord({ name: "Maxima Stone", userId: users.zoe ?? null, category: "performing-arts" }),
  ]);
});
afterAll(() => t.dispose());

describe("GET /api/admin/users", () => {
  it("lists accounts newest first with status, profile, last sign-in and plan (Free when none)", async () => {
    const page = await list();
    expect(page.items.map((u) => u.email)).toEqual([
      "ina@example.com",
      "max@example.com",
      "zoe@example.com",
      "admin@example.com",
    ]);
    expect(page.total).toBe(4);
    const zoe = page.items.find((u) => u.email === "zoe@example.com");
    expect(zoe).toMatchObject({
      emailConfirmed: true,
      role: "user",
      subscription: null,
      talentProfile: { name: "Maxima Stone", category: "performing-arts" },
    });
    expect(zoe?.talentProfile?.slug).toMatch(/^maxima-stone-/);
    expect(zoe?.lastSignInAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(page.items.find((u) => u.email === "max@example.com")?.emailConfirmed).toBe(false);
  });

  it("filters by e-mail or talent name, in any case", async () => {
    expect((await list("?q=MAX")).items.map((u) => u.email).sort()).toEqual([
      "max@example.com",
      "zoe@example.com",
    ]);
    expect((await list("?q=stone")).items.map((u) => u.email)).toEqual(["zoe@example.com"]);
    expect((await list("?q=50%25")).items).toEqual([]);
  });

  it("sorts and pages on the server", async () => {
    expect((await list("?sort=email&order=asc")).items.map((u) => u.email)).toEqual([
      "admin@example.com",
      "ina@example.com",
      "max@example.com",
      "zoe@example.com",
    ]);
    expect((await list("?sort=createdAt&order=asc&page=2&pageSize=3")).items.map((u) => u.email)).toEqual([
      "ina@example.com",
    ]);
    expect((await admin.get("/api/admin/users?sort=password")).status).toBe(400);
  });
});

describe("user actions", () => {
  it("activates an unconfirmed account and records it", async () => {
    const res = await admin.post(`/api/admin/users/${users.max}/activate`);
    expect(res.status).toBe(200);
    expect((await list("?q=max@")).items[0]?.emailConfirmed).toBe(true);
    const audit = (await (
      await admin.get(`/api/admin/audit?recordType=user&recordId=${users.max}`)
    ).json()) as {
      items: { action: string; actorEmail: string }[];
    };
    expect(audit.items.map((i) => i.action)).toContain("user.activate");
    expect((await admin.post("/api/admin/users/nobody/activate")).status).toBe(404);
  });

  it("resends the verification link to an unconfirmed account, and refuses a confirmed one", async () => {
    const pending = await signedInUser(t, "pending@example.com", { emailVerified: false });
    expect((await admin.post(`/api/admin/users/${pending.userId}/resend-verification`)).status).toBe(200);
    const confirmed = await admin.post(`/api/admin/users/${users.ina}/resend-verification`);
    expect(confirmed.status).toBe(409);
    expect(((await confirmed.json()) as { error: { message: string } }).error.message).toBe(
      "This e-mail address is already confirmed.",
    );
  });

  it("makes and removes admins, but an admin cannot remove their own role", async () => {
    expect((await put(admin, `/api/admin/users/${users.zoe}/role`, { role: "admin" })).status).toBe(200);
    expect((await list("?q=zoe@")).items[0]?.role).toBe("admin");
    expect((await put(admin, `/api/admin/users/${users.zoe}/role`, { role: "user" })).status).toBe(200);
    expect((await list("?q=zoe@")).items[0]?.role).toBe("user");

    const self = await put(admin, `/api/admin/users/${adminId}/role`, { role: "user" });
    expect(self.status).toBe(403);
    expect(((await self.json()) as { error: { message: string } }).error.message).toBe(
      "You cannot remove your own admin role.",
    );
    expect((await list("?q=admin@")).items[0]?.role).toBe("admin");
    expect((await put(admin, `/api/admin/users/${users.zoe}/role`, { role: "owner" })).status).toBe(400);
  });

  // Visitors and non-admins are refused in the authorization table; an admin is not, by role alone.
  it("refuses every user route to an administrator whose address is not confirmed", async () => {
    const unconfirmed = (await signedInUser(t, "unsure@example.com", { role: "admin", emailVerified: false }))
      .client;
    const calls = [
      (c: ApiClient) => c.get("/api/admin/users"),
      (c: ApiClient) => c.post(`/api/admin/users/${users.zoe}/activate`),
      (c: ApiClient) => c.post(`/api/admin/users/${users.zoe}/resend-verification`),
      (c: ApiClient) => put(c, `/api/admin/users/${users.zoe}/role`, { role: "admin" }),
    ];
    for (const call of calls) expect((await call(unconfirmed)).status).toBe(403);
    expect((await list("?q=zoe@")).items[0]?.role).toBe("user");
  });
});
