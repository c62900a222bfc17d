import type { Db } from "#server/db/schema";

/** The id of the account's own talent profile, if it has one. */
export async function findOwnTalentId(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom("talents").select("id").where("user_id", "=", userId).executeTakeFirst();
  return row?.id;
}

/**
 * How many other accounts keep the talent among their favourites, and on how many shortlists it is:
 * counts only, never who.
 */
export async function countTalentInterest(db: Db, talentId: string, ownerId: string) {
  const [favourites, shortlists] = await Promise.all([
    db
      .selectFrom("favourites")
      .select((eb) => eb.fn.count<number | string>("user_id").distinct().as("count"))
      .where("talent_id", "=", talentId)
      .where("user_id", "!=", ownerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("shortlist_entries")
      .innerJoin("shortlists", "shortlists.id", "shortlist_entries.shortlist_id")
      .select((eb) => eb.fn.count<number | string>("shortlist_entries.shortlist_id").distinct().as("count"))
      .where("shortlist_entries.talent_id", "=", talentId)
      .where("shortlists.owner_id", "!=", ownerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { favourites: Number(favourites.count), shortlists: Number(shortlists.count) };
}
