import type { Logger } from "../lib/logger.ts";
import type { Auth } from "./auth.ts";

/**
 * Creates the configured administrator with a confirmed e-mail, or promotes an existing account.
 * An existing account keeps its password: a restart must not silently reset it.
 */
export async function ensureAdmin(
  auth: Auth,
  admin: { email: string; password: string },
  log: Logger,
): Promise<void> {
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(admin.email);
  if (existing) {
    await ctx.internalAdapter.updateUser(existing.user.id, { role: "admin", emailVerified: true });
    log.info({ email: admin.email }, "administrator promoted");
    return;
  }
  const user = await ctx.internalAdapter.createUser(
    {
      email: admin.email,
      name: "Administrator",
      emailVerified: true,
      role: "admin",
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(admin.password),
  });
  log.info({ email: admin.email }, "administrator created");
}
