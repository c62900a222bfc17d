import type { Db } from "#server/db/schema";
import type { TalentTakeDownNotice } from "#shared/talents/talent-profile.schema";

/** Keeps why an administrator took the profile down after a report (a later take-down replaces it). */
export async function saveTakeDownNotice(
  db: Db,
  talentId: string,
  notice: TalentTakeDownNotice & { version: string },
): Promise<void> {
  const values = { reason: notice.reason, taken_down_at: notice.takenDownAt, version: notice.version };
  await db
    .insertInto("talent_take_down_notices")
    .values({ talent_id: talentId, ...values })
    .onConflict((oc) => oc.column("talent_id").doUpdateSet(values))
    .execute();
}

/**
 * The notice while the profile is still the version taken down (`updatedAt`): once the talent
 * changes it and submits it again, or an administrator decides on it, the notice has done its work.
 */
export async function findTakeDownNotice(
  db: Db,
  talentId: string,
  updatedAt: string,
): Promise<TalentTakeDownNotice | null> {
  const row = await db
    .selectFrom("talent_take_down_notices")
    .selectAll()
    .where("talent_id", "=", talentId)
    .executeTakeFirst();
  if (!row || Date.parse(row.version) !== Date.parse(updatedAt)) return null;
  return { reason: row.reason, takenDownAt: row.taken_down_at };
}
