import type { Db } from "#server/db/schema";

/** How many shortlists the account keeps. */
export async function countShortlists(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("shortlists")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("owner_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many searches the account saved. */
export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("saved_searches")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("owner_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
