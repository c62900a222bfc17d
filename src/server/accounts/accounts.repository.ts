import { isPostgres } from "#server/db/dialect";
import type { Db } from "#server/db/schema";
import type { Recipient } from "#server/mail/mail-message";
import type { Language } from "#shared/i18n/languages";
import { accountLanguage } from "./account-language.ts";

/*
 * What several features read about accounts (the better-auth `user` table): the account feature,
 * the talents' notifications and linking, the inquiries' and the contact form's admin notices.
 */

export async function findUserRecord(db: Db, userId: string) {
  return db
    .selectFrom("user")
    .select([
      "id",
      "name",
      "email",
      "emailVerified",
      "role",
      "language",
      "accountKind",
      "companyName",
      "createdAt",
      "updatedAt",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** An account's address and language, for a mail to it (undefined: no such account). */
export async function findUserRecipient(db: Db, userId: string): Promise<Recipient | undefined> {
  const row = await db
    .selectFrom("user")
    .select(["email", "language"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row && { email: row.email, language: accountLanguage(row.language) };
}

/** Every administrator, with the language of their mails, for notifications. */
export async function listAdminRecipients(db: Db): Promise<Recipient[]> {
  const rows = await db
    .selectFrom("user")
    .select(["email", "language"])
    .where("role", "=", "admin")
    .execute();
  return rows.map((r) => ({ email: r.email, language: accountLanguage(r.language) }));
}

/** Sets the language of an account's mails. */
export async function setUserLanguage(db: Db, userId: string, language: Language, now: Date): Promise<void> {
  await db
    .updateTable("user")
    .set({ language, updatedAt: isPostgres(db) ? now : now.toISOString() })
    .where("id", "=", userId)
    .execute();
}
