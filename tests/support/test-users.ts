import { createHmac } from "node:crypto";
import { apiClient } from "./api-client.ts";
import type { TestApp } from "./test-app.ts";

/**
 * An account with a confirmed e-mail, created directly (no bot check, no mail), and a client signed
 * in as it through the real sign-in route.
 */
export async function signedInUser(
  t: TestApp,
  email: string,
  options: { role?: "user" | "admin"; emailVerified?: boolean; password?: string } = {},
) {
  const password = options.password ?? "secret-123";
  const ctx = await t.deps.auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: email.split("@")[0] ?? "Test",
      emailVerified: options.emailVerified ?? true,
      role: options.role ?? "user",
    },
    { method: "test" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  const client = apiClient(t);
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed with ${res.status}`);
  return { client, userId: user.id, email, password };
}

const passwordHashes = new Map<string, Promise<string>>();

/**
 * Like signedInUser, for tests that need many accounts: the password is hashed once per test run
 * (hashing is slow on purpose) and the session is made directly, with the cookie better-auth would
 * set (its token, signed with AUTH_SECRET). Sign-in itself is tested through the route elsewhere.
 */
export async function quickSignedInUser(
  t: TestApp,
  email: string,
  options: { role?: "user" | "admin"; emailVerified?: boolean; password?: string } = {},
) {
  const password = options.password ?? "secret-123";
  const ctx = await t.deps.auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: email.split("@")[0] ?? "Test",
      emailVerified: options.emailVerified ?? true,
      role: options.role ?? "user",
    },
    { method: "test" },
  );
  if (!passwordHashes.has(password)) passwordHashes.set(password, ctx.password.hash(password));
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await passwordHashes.get(password),
  });
  const session = await ctx.internalAdapter.createSession(user.id);
  const signature = createHmac("sha256", t.config.authSecret).update(session.token).digest("base64");
  const client = apiClient(t);
  client.cookies.set("better-auth.session_token", encodeURIComponent(`${session.token}.${signature}`));
  return { client, userId: user.id, email, password };
}
