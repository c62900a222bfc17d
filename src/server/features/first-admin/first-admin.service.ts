import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import type { Auth } from "#server/auth/auth";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import {
  FIRST_ADMIN_LINK_LIFETIME_MS,
  FIRST_ADMIN_PAGE_PATH,
  type FirstAdminInput,
} from "#shared/auth/first-admin.schema";
import type { Language } from "#shared/i18n/languages";
import {
  anyAdminExists,
  deleteFirstAdminLinks,
  emailInUse,
  findFirstAdminLink,
  insertAdminAccount,
  replaceFirstAdminLink,
  takeFirstAdminLink,
} from "./first-admin.repository.ts";
import { hashFirstAdminToken, isWellFormedFirstAdminToken, newFirstAdminToken } from "./first-admin-token.ts";

export type FirstAdminLink = { url: string; expiresAt: Date };

/**
 * At start: while no administrator exists, a new one-time link to create the first one (the link
 * made at an earlier start stops working); once one exists, no link, and any left is removed.
 */
export async function offerFirstAdminLink(
  db: Kysely<Database>,
  publicUrl: string,
  now = new Date(),
): Promise<FirstAdminLink | null> {
  if (await anyAdminExists(db)) {
    await deleteFirstAdminLinks(db);
    return null;
  }
  const token = newFirstAdminToken();
  const expiresAt = new Date(now.getTime() + FIRST_ADMIN_LINK_LIFETIME_MS);
  await replaceFirstAdminLink(db, {
    tokenHash: hashFirstAdminToken(token),
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
  });
  return { url: `${publicUrl}${FIRST_ADMIN_PAGE_PATH}#${token}`, expiresAt };
}

/** Refuses, in this order: an administrator exists, the token is not the newest link's, the link expired. */
async function requireUsableLink(db: Kysely<Database>, token: string | undefined, now: Date) {
  if (await anyAdminExists(db)) throw new AppError("CONFLICT", "errors.firstAdmin.adminExists");
  const link = isWellFormedFirstAdminToken(token)
    ? await findFirstAdminLink(db, hashFirstAdminToken(token))
    : undefined;
  if (!link || !token) throw new AppError("NOT_FOUND", "errors.firstAdmin.invalidLink");
  if (link.expires_at <= now.toISOString())
    throw new AppError("LINK_EXPIRED", "errors.firstAdmin.expiredLink");
  return { token, expiresAt: link.expires_at };
}

/** Whether the link still works, and until when. */
export async function checkFirstAdminLink(
  db: Kysely<Database>,
  token: string | undefined,
  now = new Date(),
): Promise<{ expiresAt: string }> {
  const { expiresAt } = await requireUsableLink(db, token, now);
  return { expiresAt };
}

/**
 * Creates the first administrator, confirmed, and uses the link up, in one transaction with its
 * audit entry: of two requests with the same link, one creates the account and the other is refused.
 * The account speaks the language of the page it was made on (ADR 46).
 */
export async function createFirstAdmin(
  deps: { db: Kysely<Database>; auth: Auth },
  token: string | undefined,
  input: FirstAdminInput & { language: Language },
  now = new Date(),
): Promise<{ userId: string; email: string }> {
  const { db } = deps;
  const usable = await requireUsableLink(db, token, now);
  const email = input.email.toLowerCase();
  if (await emailInUse(db, email)) throw new AppError("CONFLICT", "errors.firstAdmin.emailTaken");
  // better-auth's own hasher, so its sign-in accepts the password; slow on purpose, so outside the transaction.
  const passwordHash = await (await deps.auth.$context).password.hash(input.password);
  const userId = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (await anyAdminExists(trx)) throw new AppError("CONFLICT", "errors.firstAdmin.adminExists");
    if (!(await takeFirstAdminLink(trx, hashFirstAdminToken(usable.token)))) {
      throw new AppError("NOT_FOUND", "errors.firstAdmin.invalidLink");
    }
    await insertAdminAccount(trx, {
      id: userId,
      name: input.name,
      email,
      passwordHash,
      language: input.language,
      now: now.toISOString(),
    });
    await recordAdminAction(trx, {
      actor: { userId, email },
      action: "user.create-first-admin",
      recordType: "user",
      recordId: userId,
      recordLabel: input.name,
      changes: { role: "admin" },
    });
  });
  return { userId, email };
}
