import type { Db } from "#server/db/schema";

/** Forgets an account's upload attempts older than `before` (they no longer count). */
export async function pruneUploadAttempts(db: Db, userId: string, before: string): Promise<void> {
  await db
    .deleteFrom("upload_attempts")
    .where("user_id", "=", userId)
    .where("created_at", "<", before)
    .execute();
}

/** The account's upload attempts since `since`, oldest first (their times only). */
export async function listUploadAttemptTimes(db: Db, userId: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom("upload_attempts")
    .select("created_at")
    .where("user_id", "=", userId)
    .where("created_at", ">=", since)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => r.created_at);
}

export async function insertUploadAttempt(
  db: Db,
  attempt: { id: string; userId: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto("upload_attempts")
    .values({ id: attempt.id, user_id: attempt.userId, created_at: attempt.createdAt })
    .execute();
}
