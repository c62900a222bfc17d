import type { Insertable, Selectable } from "kysely";
import type { Db, ShortlistPicksTable, ShortlistSharesTable } from "#server/db/schema";
import { PICK_WRITES_PER_HOUR } from "#shared/workspace/shortlists.schema";

export type ShareRow = Selectable<ShortlistSharesTable>;
export type PickRow = Selectable<ShortlistPicksTable>;

export async function insertShare(db: Db, row: Insertable<ShortlistSharesTable>): Promise<void> {
  await db.insertInto("shortlist_shares").values(row).execute();
}

/** A list's links, newest first. */
export function listShares(db: Db, shortlistId: string): Promise<ShareRow[]> {
  return db
    .selectFrom("shortlist_shares")
    .selectAll()
    .where("shortlist_id", "=", shortlistId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

export function findShare(db: Db, shortlistId: string, shareId: string): Promise<ShareRow | undefined> {
  return db
    .selectFrom("shortlist_shares")
    .selectAll()
    .where("shortlist_id", "=", shortlistId)
    .where("id", "=", shareId)
    .executeTakeFirst();
}

export function findShareByHash(db: Db, tokenHash: string): Promise<ShareRow | undefined> {
  return db.selectFrom("shortlist_shares").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

export async function revokeShare(db: Db, shareId: string, at: string): Promise<void> {
  await db
    .updateTable("shortlist_shares")
    .set({ revoked_at: at })
    .where("id", "=", shareId)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * Takes one pick from the link's hourly budget, in one UPDATE: a new hour starts the count again;
 * within the hour the row only changes while the count is below the budget. False when spent.
 */
export async function takePickFromBudget(db: Db, shareId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const result = await db
    .updateTable("shortlist_shares")
    .set((eb) => {
      const newHour = eb.or([
        eb("pick_window_started_at", "is", null),
        eb("pick_window_started_at", "<=", hourAgo),
      ]);
      return {
        pick_window_started_at: eb.case().when(newHour).then(at).else(eb.ref("pick_window_started_at")).end(),
        pick_window_writes: eb
          .case()
          .when(newHour)
          .then(1)
          .else(eb("pick_window_writes", "+", 1))
          .end(),
      };
    })
    .where("id", "=", shareId)
    .where((eb) =>
      eb.or([
        eb("pick_window_started_at", "is", null),
        eb("pick_window_started_at", "<=", hourAgo),
        eb("pick_window_writes", "<", PICK_WRITES_PER_HOUR),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function upsertPick(db: Db, row: PickRow): Promise<void> {
  await db
    .insertInto("shortlist_picks")
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(["share_id", "talent_id"])
        .doUpdateSet({ verdict: row.verdict, comment: row.comment, updated_at: row.updated_at }),
    )
    .execute();
}

/** The picks made through these links. */
export function listPicks(db: Db, shareIds: readonly string[]): Promise<PickRow[]> {
  if (shareIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("shortlist_picks")
    .selectAll()
    .where("share_id", "in", shareIds)
    .orderBy("updated_at")
    .execute();
}
