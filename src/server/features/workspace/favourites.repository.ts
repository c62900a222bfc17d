import type { Db } from "#server/db/schema";
import { selectTalentCards } from "#server/talent-records/talent-cards";
import { cardFromRow } from "#server/talent-records/talent-record";

/*
 * An account's favourite talents. Only public (approved) profiles show or count; a favourite of a
 * profile that is hidden again stays and shows once the profile is public again. Deleting the account
 * or the talent deletes the rows (the foreign keys cascade).
 */

/** The account's favourite talents as public cards, the newest favourite first. */
export async function listFavouriteCards(db: Db, userId: string) {
  const rows = await selectTalentCards(db)
    .innerJoin("favourites", "favourites.talent_id", "talents.id")
    .select("favourites.created_at as favourited_at")
    .where("favourites.user_id", "=", userId)
    .where("talents.status", "=", "approved")
    .orderBy("favourites.created_at", "desc")
    .orderBy("talents.id")
    .execute();
  return rows.map((row) => ({ ...cardFromRow(row), favouritedAt: row.favourited_at }));
}

/** The ids of the account's favourite public talents. */
export async function listFavouriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("favourites")
    .innerJoin("talents", "talents.id", "favourites.talent_id")
    .select("favourites.talent_id")
    .where("favourites.user_id", "=", userId)
    .where("talents.status", "=", "approved")
    .orderBy("favourites.created_at", "desc")
    .execute();
  return rows.map((row) => row.talent_id);
}

/** How many public talents the account keeps among its favourites. */
export async function countFavourites(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("favourites")
    .innerJoin("talents", "talents.id", "favourites.talent_id")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("favourites.user_id", "=", userId)
    .where("talents.status", "=", "approved")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether a talent's profile is public (the only ones an account may add). */
export async function isPublicTalent(db: Db, talentId: string): Promise<boolean> {
  const row = await db
    .selectFrom("talents")
    .select("id")
    .where("id", "=", talentId)
    .where("status", "=", "approved")
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the talent to the account's favourites; one already there keeps its date. */
export async function addFavourite(db: Db, userId: string, talentId: string, now: Date): Promise<void> {
  await db
    .insertInto("favourites")
    .values({ user_id: userId, talent_id: talentId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "talent_id"]).doNothing())
    .execute();
}

/** Removes the talent from the account's favourites, if it is there. */
export async function removeFavourite(db: Db, userId: string, talentId: string): Promise<void> {
  await db.deleteFrom("favourites").where("user_id", "=", userId).where("talent_id", "=", talentId).execute();
}

/** The account's favourites for its data export: every one, public or not, with the talent's name. */
export async function exportFavouritesOf(db: Db, userId: string) {
  return db
    .selectFrom("favourites")
    .innerJoin("talents", "talents.id", "favourites.talent_id")
    .select([
      "favourites.talent_id as talentId",
      "talents.name",
      "talents.slug",
      "favourites.created_at as addedAt",
    ])
    .where("favourites.user_id", "=", userId)
    .orderBy("favourites.created_at")
    .execute();
}
