import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { deleteExpiredThreadTokens, deleteInquiriesInactiveSince } from "./inquiries.repository.ts";
import { retentionCutoff } from "./inquiries.service.ts";

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export type InquiryRetention = {
  /** Deletes what is due now: threads inactive for 12 months (messages, links with them) and expired links. */
  sweep: () => Promise<{ threads: number; links: number }>;
  /** Sweeps now and then every few hours, beside the requests. */
  start: () => void;
  stop: () => void;
};

/**
 * The retention of inquiries (ADR 34). Each sweep is two plain DELETEs on a cutoff, so instances
 * sweeping at the same time delete each row once and never fail on one another: nothing to lock.
 */
export function createInquiryRetention(deps: {
  db: Kysely<Database>;
  log: Logger;
  now?: () => Date;
  everyMs?: number;
}): InquiryRetention {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;

  async function sweep() {
    const at = now();
    const threads = await deleteInquiriesInactiveSince(deps.db, retentionCutoff(at).toISOString());
    const links = await deleteExpiredThreadTokens(deps.db, at.toISOString());
    if (threads || links) deps.log.info({ threads, links }, "inquiries past their retention deleted");
    return { threads, links };
  }

  const run = () =>
    void sweep().catch((err: unknown) => {
      deps.log.warn(
        { err: { message: (err as Error).message } },
        "could not delete old inquiries; will retry",
      );
    });

  return {
    sweep,
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, deps.everyMs ?? SWEEP_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
