import type { Db } from "#server/db/schema";
import type { TalentRemovalNotice } from "#shared/talents/talent-profile.schema";

/** Keeps what the account's talent reads after an administrator deleted the profile (a later one replaces it). */
export async function saveRemovalNotice(db: Db, userId: string, notice: TalentRemovalNotice): Promise<void> {
  const values = { talent_name: notice.name, reason: notice.reason, removed_at: notice.removedAt };
  await db
    .insertInto("talent_removal_notices")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

export async function findRemovalNotice(db: Db, userId: string): Promise<TalentRemovalNotice | null> {
  const row = await db
    .selectFrom("talent_removal_notices")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { name: row.talent_name, reason: row.reason, removedAt: row.removed_at } : null;
}

export async function deleteRemovalNotice(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("talent_removal_notices").where("user_id", "=", userId).execute();
}
