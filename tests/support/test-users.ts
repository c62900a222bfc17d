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
