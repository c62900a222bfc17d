import type { Db } from "#server/db/schema";

/**
 * Takes slot `slot` of an address for a message sent `at`, when it is free: never used, or last
 * used at `freeBefore` or earlier. One upsert, which PostgreSQL runs on the slot's locked row and
 * SQLite with its single writer, so two messages never take the same slot. True when taken.
 */
export async function claimSenderSlot(
  db: Db,
  claim: { ip: string; slot: number; at: string; freeBefore: string },
): Promise<boolean> {
  const row = await db
    .insertInto("sender_slots")
    .values({ sender_ip: claim.ip, slot: claim.slot, used_at: claim.at })
    .onConflict((oc) =>
      oc
        .columns(["sender_ip", "slot"])
        .doUpdateSet({ used_at: claim.at })
        .where("sender_slots.used_at", "<=", claim.freeBefore),
    )
    .returning("slot")
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets slots last used at `before` or earlier, of every address: they are free anyway. */
export async function forgetSenderSlotsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom("sender_slots").where("used_at", "<=", before).execute();
}
