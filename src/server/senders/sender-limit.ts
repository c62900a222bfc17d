import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { claimSenderSlot, forgetSenderSlotsBefore } from "./sender-slots.repository.ts";

/**
 * How many messages one client address may send to people on Vitrine per window: one budget for the
 * contact form, inquiries and the senders' replies together, since each lets a visitor put text in
 * front of someone.
 */
export const SENDER_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 5 };

/**
 * Stores a message within the address's budget: `store` runs in the transaction that takes one of
 * the address's slots, or the request is refused (429) and nothing is stored. The address has
 * `max` slots and a message takes one not used within the window, each by one atomic upsert, so
 * messages sent side by side, on any instance, cannot get more than `max` through (a count
 * followed by an insert could: every request would count before any had inserted).
 */
export async function storeWithinSenderLimit<T>(
  db: Kysely<Database>,
  sender: { ip: string; now?: Date },
  store: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const { ip, now = new Date() } = sender;
  const freeBefore = new Date(now.getTime() - SENDER_RATE_LIMIT.windowMs).toISOString();
  // Outside the transaction: a plain DELETE on a cutoff that instances may run at the same time.
  await forgetSenderSlotsBefore(db, freeBefore);
  return db.transaction().execute(async (trx) => {
    const claim = { ip, at: now.toISOString(), freeBefore };
    let taken = false;
    for (let slot = 0; slot < SENDER_RATE_LIMIT.max && !taken; slot++) {
      taken = await claimSenderSlot(trx, { ...claim, slot });
    }
    if (!taken) throw new AppError("RATE_LIMITED", "errors.senders.rateLimited");
    return store(trx);
  });
}
