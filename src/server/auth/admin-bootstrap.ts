import type { Logger } from "#server/lib/logger";
import type { Auth } from "./auth.ts";

/**
 * Makes the configured administrator exist (see ADR 22):
 * - no account with the address: created, confirmed, with ADMIN_PASSWORD;
 * - a confirmed account: promoted, keeping its password (a restart must not reset it);
 * - an unconfirmed account: whoever registered it never proved they own the address, so the
 *   configuration takes it over: ADMIN_PASSWORD becomes its password, its sessions end, and only
 *   then is it confirmed and promoted.
 */
export async function ensureAdmin(
  auth: Auth,
  admin: { email: string; password: string },
  log: Logger,
): Promise<void> {
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(admin.email, { includeAccounts: true });
  if (existing?.user.emailVerified) {
    await ctx.internalAdapter.updateUser(existing.user.id, { role: "admin" });
    log.info({ email: admin.email }, "administrator promoted; the account keeps its own password");
    return;
  }
  const passwordHash = await ctx.password.hash(admin.password);
  if (existing) {
    const { user, accounts } = existing;
    await ctx.internalAdapter.deleteUserSessions(user.id);
    if (accounts.some((account) => account.providerId === "credential")) {
      await ctx.internalAdapter.updatePassword(user.id, passwordHash);
    } else {
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: passwordHash,
      });
    }
    await ctx.internalAdapter.updateUser(user.id, { role: "admin", emailVerified: true });
    log.warn(
      { email: admin.email },
      "an unconfirmed account held the administrator's address: its password is now ADMIN_PASSWORD and its sessions ended",
    );
    return;
  }
  const user = await ctx.internalAdapter.createUser(
    { email: admin.email, name: "Administrator", emailVerified: true, role: "admin" },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: passwordHash,
  });
  log.info({ email: admin.email }, "administrator created");
}
