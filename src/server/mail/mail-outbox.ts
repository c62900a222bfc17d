import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, Db } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { SENT_MAIL_RECORD_DAYS } from "#shared/retention/retention";
import type { MailMessage } from "./mail-message.ts";
import {
  claimDueMail,
  countDueMail,
  insertOutboxMail,
  markMailFailed,
  markMailSent,
  type OutboxRow,
  pruneSentMail,
  scheduleMailRetry,
} from "./mail-outbox.repository.ts";
import { type MailTransport, PermanentMailError } from "./mail-transport.ts";

/** Attempts before a message is given up (the last about 1 h 45 min after the first). */
export const MAX_MAIL_ATTEMPTS = 12;
/** How long a claim lasts: far longer than one delivery with the transport's timeouts takes. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Messages claimed per round; each instance's transport pool sends them side by side. */
const BATCH = 5;
/** How long the record of a sent message (recipient, subject, time; no body) is kept. */
const SENT_KEPT_MS = SENT_MAIL_RECORD_DAYS * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** The wait before attempt n + 1: 5 s, doubling, at most 30 minutes, give or take a fifth. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type MailOutbox = {
  /**
   * Writes a message into the outbox. Give it the transaction of the change that caused the mail,
   * so that both are stored or neither; after that transaction commits, call `wake()`. Given the
   * database itself (no transaction of ours), it wakes the worker by itself.
   */
  enqueue: (db: Db, message: MailMessage) => Promise<void>;
  /** Asks the worker to look for due mail now (it also looks every few seconds by itself). */
  wake: () => void;
  /** Starts the worker; before, messages are stored but not sent. */
  start: () => void;
  /** Stops looking for mail and waits for the deliveries under way. */
  stop: () => Promise<void>;
  /** Resolves once no message is due or being sent (tests; a message waiting for a retry is not due). */
  settled: (timeoutMs?: number) => Promise<void>;
};

/**
 * The mail outbox and its worker (ADR 29): requests only write rows; the worker claims due rows (one
 * claim per message, across instances), delivers them through the transport, and deletes them, or
 * schedules a retry with backoff, or after MAX_MAIL_ATTEMPTS marks them failed and logs it. A sent
 * message keeps its row, without its body, for a month.
 */
export function createMailOutbox(deps: {
  db: Kysely<Database>;
  transport: MailTransport;
  log: Logger;
  pollMs?: number;
}): MailOutbox {
  const { db, transport, log } = deps;
  const pollMs = deps.pollMs ?? 2_000;
  const worker = `worker-${randomUUID()}`;
  let started = false;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(row: OutboxRow): Promise<void> {
    const message: MailMessage = {
      to: row.recipient,
      subject: row.subject,
      html: row.html,
      text: row.text,
      links: JSON.parse(row.links) as string[],
      ...(row.list_unsubscribe ? { listUnsubscribe: row.list_unsubscribe } : {}),
    };
    const about = { mailId: row.id, subject: row.subject, attempts: row.attempts };
    if (row.attempts > MAX_MAIL_ATTEMPTS) {
      // Claimed again after a worker died mid-delivery, with no attempt left.
      await markMailFailed(db, row.id, worker, row.last_error ?? "no attempt left");
      log.error(about, "mail given up after its last attempt");
      return;
    }
    try {
      await transport.deliver(message, row.id);
    } catch (err) {
      const reason = (err as Error).message;
      if (err instanceof PermanentMailError || row.attempts >= MAX_MAIL_ATTEMPTS) {
        await markMailFailed(db, row.id, worker, reason);
        log.error({ ...about, err: { message: reason } }, "mail given up; its row is kept, marked failed");
      } else {
        const at = new Date(Date.now() + retryDelayMs(row.attempts));
        await scheduleMailRetry(db, row.id, worker, { at, error: reason });
        log.warn(
          { ...about, err: { message: reason }, retryAt: at.toISOString() },
          "mail not sent; will retry",
        );
      }
      return;
    }
    await markMailSent(db, row.id, worker, new Date());
    log.info(about, "mail sent");
  }

  let prunedAt = 0;
  async function rounds(): Promise<void> {
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneSentMail(db, new Date(Date.now() - SENT_KEPT_MS));
    }
    for (;;) {
      const batch = await claimDueMail(db, {
        worker,
        now: new Date(),
        leaseMs: CLAIM_LEASE_MS,
        limit: BATCH,
      });
      await Promise.all(
        batch.map((row) =>
          deliver(row).catch((err: unknown) => {
            // The database failed while recording the outcome; the claim runs out and the row is retried.
            log.error(
              { mailId: row.id, err: { message: (err as Error).message } },
              "mail outcome not stored",
            );
          }),
        ),
      );
      if (batch.length < BATCH) return;
    }
  }

  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, pollMs);
    timer.unref();
  }

  function wake(): void {
    if (!started || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = rounds()
      .catch((err: unknown) => {
        log.warn({ err: { message: (err as Error).message } }, "could not look for mail to send; will retry");
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          wake();
        } else {
          schedule();
        }
      });
  }

  return {
    async enqueue(target, message) {
      await insertOutboxMail(target, randomUUID(), message, new Date());
      if (!target.isTransaction) wake();
    },
    wake,
    start() {
      if (started) return;
      started = true;
      wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
    async settled(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await running;
        if ((await countDueMail(db, new Date())) === 0) return;
        if (Date.now() > deadline) throw new Error("the mail outbox did not settle");
        wake();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
