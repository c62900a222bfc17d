import { type Kysely, sql } from "kysely";
import { isPostgres } from "#server/db/dialect";
import type { Database } from "#server/db/schema";

/** Sets the admin role on the account with this e-mail; false when there is none. */
export async function promoteToAdmin(db: Kysely<Database>, email: string): Promise<boolean> {
  const verified = isPostgres(db) ? sql<boolean>`true` : sql<number>`1`;
  const result = await db
    .updateTable("user")
    .set({ role: "admin", emailVerified: verified, updatedAt: new Date().toISOString() })
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
