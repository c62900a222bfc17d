import type { Selectable } from "kysely";
import type { Db, TestCheckoutSessionsTable } from "#server/db/schema";

export type TestCheckoutSessionRow = Selectable<TestCheckoutSessionsTable>;

export async function insertTestCheckoutSession(db: Db, row: TestCheckoutSessionRow): Promise<void> {
  await db.insertInto("test_checkout_sessions").values(row).execute();
}

/** A session, only if it belongs to the account: another account's session is as good as absent. */
export async function findTestCheckoutSession(
  db: Db,
  id: string,
  userId: string,
): Promise<TestCheckoutSessionRow | undefined> {
  return db
    .selectFrom("test_checkout_sessions")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * Moves the account's open, unexpired session to a final status; false when it is not open any more
 * (or not theirs, or expired), so each session completes at most once.
 */
export async function closeTestCheckoutSession(
  db: Db,
  session: { id: string; userId: string; status: "complete" | "expired"; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable("test_checkout_sessions")
    .set({ status: session.status })
    .where("id", "=", session.id)
    .where("user_id", "=", session.userId)
    .where("status", "=", "open")
    .where("expires_at", ">", session.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sessions nobody can use any more go; they say nothing a person needs. */
export async function deleteStaleTestCheckoutSessions(db: Db, before: string): Promise<void> {
  await db.deleteFrom("test_checkout_sessions").where("expires_at", "<", before).execute();
}
