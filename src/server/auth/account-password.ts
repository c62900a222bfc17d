import type { Auth } from "./auth.ts";

/** True when the password is the account's own (its e-mail-and-password login); false without one. */
export async function isAccountPassword(auth: Auth, userId: string, password: string): Promise<boolean> {
  const ctx = await auth.$context;
  const accounts = await ctx.internalAdapter.findAccounts(userId);
  const hash = accounts.find((account) => account.providerId === "credential")?.password;
  if (!hash) return false;
  return ctx.password.verify({ hash, password });
}
