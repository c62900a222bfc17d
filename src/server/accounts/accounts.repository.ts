import type { Db } from "#server/db/schema";

/*
 * What several features read about accounts (the better-auth `user` table): the account feature,
 * the talents' notifications and linking, the inquiries' and the contact form's admin notices.
 */

export async function findUserRecord(db: Db, userId: string) {
  return db
    .selectFrom("user")
    .select(["id", "name", "email", "emailVerified", "role", "createdAt", "updatedAt"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** The addresses of every administrator, for notifications. */
export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("user").select("email").where("role", "=", "admin").execute();
  return rows.map((r) => r.email);
}
