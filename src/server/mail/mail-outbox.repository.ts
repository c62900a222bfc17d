import type { Selectable } from "kysely";
import { isPostgres } from "#server/db/dialect";
import type { Db, MailOutboxTable } from "#server/db/schema";
import type { MailMessage } from "./mail-message.ts";

export type OutboxRow = Selectable<MailOutboxTable>;

/** Writes a message into the outbox, due at once; pass the transaction of the change that caused it. */
export async function insertOutboxMail(db: Db, id: string, message: MailMessage, now: Date): Promise<void> {
  await db
    .insertInto("mail_outbox")
    .values({
      id,
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      links: JSON.stringify(message.links ?? []),
      list_unsubscribe: message.listUnsubscribe ?? null,
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Claims up to `limit` messages for one worker: those due, and those whose earlier claim ran out
 * (its worker died while sending). Each claim counts as an attempt. On PostgreSQL, rows another
 * instance is claiming at the same moment are skipped, never waited for nor taken twice; SQLite has
 * one writer at a time.
 */
export async function claimDueMail(
  db: Db,
  claim: { worker: string; now: Date; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  const now = claim.now.toISOString();
  let due = db
    .selectFrom("mail_outbox")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("claimed_until", "<", now)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(claim.limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sending",
      claimed_by: claim.worker,
      claimed_until: new Date(claim.now.getTime() + claim.leaseMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", due)
    .returningAll()
    .execute();
}

/**
 * Marks a message sent and clears its body, whose links (sign-in, password reset) should not outlive
 * the delivery; who got which subject when stays for the record until pruned.
 */
export async function markMailSent(db: Db, id: string, worker: string, now: Date): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      status: "sent",
      html: "",
      text: "",
      links: "[]",
      list_unsubscribe: null,
      claimed_by: null,
      claimed_until: null,
      sent_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("claimed_by", "=", worker)
    .execute();
}

/** Forgets messages sent before the cutoff. */
export async function pruneSentMail(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom("mail_outbox")
    .where("status", "=", "sent")
    .where("sent_at", "<", before.toISOString())
    .execute();
}

export async function scheduleMailRetry(
  db: Db,
  id: string,
  worker: string,
  retry: { at: Date; error: string },
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      status: "pending",
      next_attempt_at: retry.at.toISOString(),
      last_error: retry.error,
      claimed_by: null,
      claimed_until: null,
    })
    .where("id", "=", id)
    .where("claimed_by", "=", worker)
    .execute();
}

/** Gives a message up: the row stays, marked failed, for an operator to see (ADR 29). */
export async function markMailFailed(db: Db, id: string, worker: string, error: string): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ status: "failed", last_error: error, claimed_by: null, claimed_until: null })
    .where("id", "=", id)
    .where("claimed_by", "=", worker)
    .execute();
}

/** Messages due now or being sent: what a worker still has to do at this moment. */
export async function countDueMail(db: Db, now: Date): Promise<number> {
  const { count } = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now.toISOString())]),
        eb("status", "=", "sending"),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Every row, oldest first (tests, and operators through SQL). */
export async function listOutbox(db: Db): Promise<OutboxRow[]> {
  return db.selectFrom("mail_outbox").selectAll().orderBy("created_at").orderBy("id").execute();
}
