import type { Selectable } from "kysely";
import type { Db, SavedSearchesTable } from "#server/db/schema";
import type { SavedSearchAlert } from "#shared/workspace/saved-searches.schema";

export type SavedSearchRow = Selectable<SavedSearchesTable>;

export async function insertSavedSearch(db: Db, row: SavedSearchRow): Promise<void> {
  await db.insertInto("saved_searches").values(row).execute();
}

/** The account's searches, newest first. */
export async function listSavedSearches(db: Db, ownerId: string): Promise<SavedSearchRow[]> {
  return db
    .selectFrom("saved_searches")
    .selectAll()
    .where("owner_id", "=", ownerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function countSavedSearches(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom("saved_searches")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("owner_id", "=", ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One of the account's searches; another account's answers undefined, as a missing one does. */
export async function findSavedSearch(
  db: Db,
  ownerId: string,
  id: string,
): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom("saved_searches")
    .selectAll()
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
}

/** Changes one of the account's searches; false when it has none with this id. */
export async function updateSavedSearch(
  db: Db,
  ownerId: string,
  id: string,
  change: Partial<Pick<SavedSearchRow, "name" | "alert" | "last_visit_at" | "last_alert_at">>,
): Promise<boolean> {
  if (Object.keys(change).length === 0) return (await findSavedSearch(db, ownerId, id)) !== undefined;
  const result = await db
    .updateTable("saved_searches")
    .set(change)
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSavedSearch(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("saved_searches")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The search an unsubscribe token names (by the token's hash). */
export async function findSavedSearchByTokenHash(db: Db, hash: string): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom("saved_searches")
    .selectAll()
    .where("unsubscribe_token_hash", "=", hash)
    .executeTakeFirst();
}

export async function setAlertByTokenHash(db: Db, hash: string, alert: SavedSearchAlert): Promise<void> {
  await db.updateTable("saved_searches").set({ alert }).where("unsubscribe_token_hash", "=", hash).execute();
}

/** A search whose alert is due, with its owner as the mail's recipient. */
export type DueSearch = SavedSearchRow & { email: string; language: string };

/**
 * Searches whose alert is due: daily ones last sent at or before `dailyCutoff`, weekly ones at or
 * before `weeklyCutoff` (served by the index on alert and last_alert_at).
 */
export async function listDueSearches(
  db: Db,
  cutoffs: { daily: string; weekly: string },
  limit: number,
): Promise<DueSearch[]> {
  return db
    .selectFrom("saved_searches")
    .innerJoin("user", "user.id", "saved_searches.owner_id")
    .selectAll("saved_searches")
    .select(["user.email", "user.language"])
    .where((eb) =>
      eb.or([
        eb.and([
          eb("saved_searches.alert", "=", "daily"),
          eb("saved_searches.last_alert_at", "<=", cutoffs.daily),
        ]),
        eb.and([
          eb("saved_searches.alert", "=", "weekly"),
          eb("saved_searches.last_alert_at", "<=", cutoffs.weekly),
        ]),
      ]),
    )
    .orderBy("saved_searches.last_alert_at")
    .orderBy("saved_searches.id")
    .limit(limit)
    .execute();
}

/**
 * Claims a search's alert for one sender: moves `last_alert_at` from the value this process read to
 * `now`, only if nobody moved it meanwhile. Another instance's UPDATE of the same row waits for this
 * transaction and then finds nothing to change, so each alert is sent once.
 */
export async function claimAlert(db: Db, id: string, readLastAlertAt: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("saved_searches")
    .set({ last_alert_at: now })
    .where("id", "=", id)
    .where("last_alert_at", "=", readLastAlertAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The account's searches for its data export. */
export async function exportSavedSearchesOf(db: Db, ownerId: string) {
  const rows = await listSavedSearches(db, ownerId);
  return rows.map((row) => ({
    name: row.name,
    query: row.query,
    alert: row.alert,
    lastAlertAt: row.last_alert_at,
    lastVisitAt: row.last_visit_at,
    createdAt: row.created_at,
  }));
}
