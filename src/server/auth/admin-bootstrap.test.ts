import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { ensureAdmin } from "./admin-bootstrap.ts";

// An account registered in advance under ADMIN_EMAIL and never confirmed is not the administrator's:
// the start takes it over with ADMIN_PASSWORD and ends its sessions, so its registrant's password does
// not sign in as administrator.
const ADMIN_PASSWORD = "configured-admin-password-1";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

const signIn = async (email: string, password: string) => {
  const client = apiClient(t);
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  return { client, status: res.status };
};
const sessionUser = async (client: ReturnType<typeof apiClient>) => {
  const res = await client.get("/api/auth/get-session");
  const body = (await res.json()) as { user?: { role?: string; emailVerified?: boolean } } | null;
  return body?.user ?? null;
};

describe("the ADMIN_EMAIL bootstrap", () => {
  it("takes over an unconfirmed account: the configured password works, the squatter's does not, its sessions end", async () => {
    const email = "squatted-admin@vitrine.test";
    const squatter = await signedInUser(t, email, { emailVerified: false, password: "squatter-pass-1" });
    expect(await sessionUser(squatter.client)).not.toBeNull();

    await ensureAdmin(t.deps.auth, { email, password: ADMIN_PASSWORD }, t.deps.log);

    expect(await sessionUser(squatter.client)).toBeNull();
    expect((await signIn(email, "squatter-pass-1")).status).toBe(401);
    const admin = await signIn(email, ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    expect(await sessionUser(admin.client)).toMatchObject({ role: "admin", emailVerified: true });
    expect((await admin.client.get("/api/admin/messages")).status).toBe(200);
  });

  it("promotes a confirmed account and leaves its password and sessions alone", async () => {
    const email = "confirmed-admin@vitrine.test";
    const owner = await signedInUser(t, email, { password: "owners-own-pass-1" });

    await ensureAdmin(t.deps.auth, { email, password: ADMIN_PASSWORD }, t.deps.log);

    expect(await sessionUser(owner.client)).toMatchObject({ role: "admin" });
    expect((await signIn(email, "owners-own-pass-1")).status).toBe(200);
    expect((await signIn(email, ADMIN_PASSWORD)).status).toBe(401);
  });

  it("creates a confirmed administrator when no account has the address, and changes nothing on a restart", async () => {
    const email = "new-admin@vitrine.test";
    await ensureAdmin(t.deps.auth, { email, password: ADMIN_PASSWORD }, t.deps.log);
    await ensureAdmin(t.deps.auth, { email, password: "a-changed-password-1" }, t.deps.log);
    const admin = await signIn(email, ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    expect(await sessionUser(admin.client)).toMatchObject({ role: "admin", emailVerified: true });
  });
});
