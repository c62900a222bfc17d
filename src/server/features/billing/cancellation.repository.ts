import type { Insertable, Selectable } from "kysely";
import type { CancellationRequestsTable, Db } from "#server/db/schema";

export type CancellationRow = Selectable<CancellationRequestsTable>;

export async function insertCancellationRequest(
  db: Db,
  row: Insertable<CancellationRequestsTable>,
): Promise<void> {
  await db.insertInto("cancellation_requests").values(row).execute();
}

export async function updateCancellationRequest(
  db: Db,
  id: string,
  patch: Partial<Omit<CancellationRow, "id">>,
): Promise<void> {
  await db.updateTable("cancellation_requests").set(patch).where("id", "=", id).execute();
}

/**
 * Moves a request from one status to another, only if it still has the first: false when another
 * request (a second click, another instance's sweep) moved it already, so each is handled once.
 */
export async function moveCancellationRequest(
  db: Db,
  id: string,
  from: string,
  patch: Partial<Omit<CancellationRow, "id">> & { status: string },
): Promise<boolean> {
  const result = await db
    .updateTable("cancellation_requests")
    .set(patch)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findCancellationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom("cancellation_requests")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Requests no click or request will finish: links not followed in time, and ones left half-handled. */
export async function listStaleCancellations(db: Db, linkExpiredBy: string, receivedBefore: string) {
  return db
    .selectFrom("cancellation_requests")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "awaiting-confirmation"), eb("token_expires_at", "<=", linkExpiredBy)]),
        eb.and([eb("status", "=", "received"), eb("received_at", "<", receivedBefore)]),
      ]),
    )
    .execute();
}

/** The account an e-mail address belongs to (addresses compared without regard to case). */
export async function findAccountIdByEmail(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return row?.id ?? null;
}
