import type { Context } from "hono";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import type { Auth, AuthSession } from "./auth.ts";
import { mayActAsAdmin } from "./policy.ts";

/** Reads the session once per request; the guards below enforce who may do what, on the server. */
export function createGuards(auth: Auth) {
  async function optionalSession(c: Context<AppEnv>): Promise<AuthSession | null> {
    const cached = c.get("session");
    if (cached !== undefined) return cached;
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("session", session);
    return session;
  }

  async function requireUser(c: Context<AppEnv>): Promise<AuthSession> {
    const session = await optionalSession(c);
    if (!session) throw new AppError("UNAUTHENTICATED", "errors.auth.signInFirst");
    return session;
  }

  /** A signed-in user whose e-mail is confirmed: unconfirmed accounts reach nothing but verification. */
  async function requireVerifiedUser(c: Context<AppEnv>): Promise<AuthSession> {
    const session = await requireUser(c);
    if (!session.user.emailVerified) {
      throw new AppError("EMAIL_NOT_VERIFIED", "errors.auth.confirmEmailFirst");
    }
    return session;
  }

  async function requireAdmin(c: Context<AppEnv>): Promise<AuthSession> {
    const session = await requireVerifiedUser(c);
    if (!mayActAsAdmin(session)) {
      throw new AppError("FORBIDDEN", "errors.auth.adminsOnly");
    }
    return session;
  }

  return { optionalSession, requireUser, requireVerifiedUser, requireAdmin };
}

export type Guards = ReturnType<typeof createGuards>;
