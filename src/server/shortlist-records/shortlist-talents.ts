import type { Db } from "#server/db/schema";

/**
 * The talents on one of the account's shortlists, in the list's order (entries whose profile was
 * deleted left out); undefined when the account has no list with this id, so another's list and a
 * missing one answer alike. The shortlists feature owns the lists; other features read them here.
 */
export async function listShortlistTalentIds(
  db: Db,
  ownerId: string,
  shortlistId: string,
): Promise<string[] | undefined> {
  const list = await db
    .selectFrom("shortlists")
    .select("id")
    .where("id", "=", shortlistId)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (!list) return undefined;
  const entries = await db
    .selectFrom("shortlist_entries")
    .select("talent_id")
    .where("shortlist_id", "=", shortlistId)
    .where("talent_id", "is not", null)
    .orderBy("position")
    .orderBy("added_at")
    .execute();
  // A talent is on a list once; should an entry repeat, it still counts once.
  return [...new Set(entries.flatMap((entry) => (entry.talent_id ? [entry.talent_id] : [])))];
}

/** Whether the account owns the shortlist (another's and a missing one alike: false). */
export async function isOwnShortlist(db: Db, ownerId: string, shortlistId: string): Promise<boolean> {
  const list = await db
    .selectFrom("shortlists")
    .select("id")
    .where("id", "=", shortlistId)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return list !== undefined;
}
