import type { Selectable } from "kysely";
import type { Db, ShortlistEntriesTable, ShortlistsTable } from "#server/db/schema";
import { selectTalentCards } from "#server/talent-records/talent-cards";
import { cardFromRow } from "#server/talent-records/talent-record";
import type { TalentCard } from "#shared/talents/talent.schema";

export type ShortlistRow = Selectable<ShortlistsTable>;
export type EntryRow = Selectable<ShortlistEntriesTable>;

/** The account's lists, most recently changed first. */
export function listOwnShortlists(db: Db, ownerId: string): Promise<ShortlistRow[]> {
  return db
    .selectFrom("shortlists")
    .selectAll()
    .where("owner_id", "=", ownerId)
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
}

/** One list of the account; another account's list is not found, like a missing one. */
export function findOwnShortlist(db: Db, ownerId: string, id: string): Promise<ShortlistRow | undefined> {
  return db
    .selectFrom("shortlists")
    .selectAll()
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
}

export async function insertShortlist(db: Db, row: ShortlistRow): Promise<void> {
  await db.insertInto("shortlists").values(row).execute();
}

export async function updateShortlist(
  db: Db,
  id: string,
  values: Partial<Pick<ShortlistRow, "name" | "job" | "dates" | "location" | "updated_at">>,
): Promise<void> {
  await db.updateTable("shortlists").set(values).where("id", "=", id).execute();
}

export async function deleteShortlist(db: Db, id: string): Promise<void> {
  await db.deleteFrom("shortlists").where("id", "=", id).execute();
}

/** Every entry of these lists in order, the placeholders of deleted profiles included. */
export function listEntries(db: Db, shortlistIds: readonly string[]): Promise<EntryRow[]> {
  if (shortlistIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("shortlist_entries")
    .selectAll()
    .where("shortlist_id", "in", shortlistIds)
    .orderBy("position")
    .orderBy("added_at")
    .orderBy("id")
    .execute();
}

export function findEntry(db: Db, shortlistId: string, entryId: string): Promise<EntryRow | undefined> {
  return db
    .selectFrom("shortlist_entries")
    .selectAll()
    .where("shortlist_id", "=", shortlistId)
    .where("id", "=", entryId)
    .where("talent_id", "is not", null)
    .executeTakeFirst();
}

export function findEntryOfTalent(
  db: Db,
  shortlistId: string,
  talentId: string,
): Promise<EntryRow | undefined> {
  return db
    .selectFrom("shortlist_entries")
    .selectAll()
    .where("shortlist_id", "=", shortlistId)
    .where("talent_id", "=", talentId)
    .executeTakeFirst();
}

/** The position after the list's last entry. */
export async function nextPosition(db: Db, shortlistId: string): Promise<number> {
  const row = await db
    .selectFrom("shortlist_entries")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("shortlist_id", "=", shortlistId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Adds an entry; a talent already on the list (added meanwhile by another request) stays as it was. */
export async function insertEntry(db: Db, row: EntryRow): Promise<void> {
  await db
    .insertInto("shortlist_entries")
    .values(row)
    .onConflict((oc) => oc.columns(["shortlist_id", "talent_id"]).doNothing())
    .execute();
}

export async function deleteEntry(db: Db, entryId: string): Promise<void> {
  await db.deleteFrom("shortlist_entries").where("id", "=", entryId).execute();
}

export async function setEntryPosition(db: Db, entryId: string, position: number): Promise<void> {
  await db.updateTable("shortlist_entries").set({ position }).where("id", "=", entryId).execute();
}

export async function setEntryNote(db: Db, entryId: string, note: string): Promise<void> {
  await db.updateTable("shortlist_entries").set({ note }).where("id", "=", entryId).execute();
}

/** Forgets the placeholders of deleted profiles (the owner dismissed the notice). */
export async function deleteRemovedEntries(db: Db, shortlistId: string): Promise<void> {
  await db
    .deleteFrom("shortlist_entries")
    .where("shortlist_id", "=", shortlistId)
    .where("talent_id", "is", null)
    .execute();
}

/** Whether a profile is public (approved): only those can be added to a list. */
export async function isPublicTalent(db: Db, talentId: string): Promise<boolean> {
  const row = await db
    .selectFrom("talents")
    .select("id")
    .where("id", "=", talentId)
    .where("status", "=", "approved")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The public cards of these talents, by id: only approved profiles (a profile back in review or
 * rejected has none), with their languages, payment options and the badges of their live plan.
 */
export async function publicCardsOf(db: Db, talentIds: readonly string[]): Promise<Map<string, TalentCard>> {
  if (talentIds.length === 0) return new Map();
  const rows = await selectTalentCards(db)
    .where("talents.id", "in", [...new Set(talentIds)])
    .where("talents.status", "=", "approved")
    .execute();
  return new Map(rows.map((row) => [row.id, cardFromRow(row)]));
}
