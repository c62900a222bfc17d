import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { isLiveSubscriptionStatus, LIVE_SUBSCRIPTION_STATUSES } from "#shared/billing/subscription-status";
import {
  findSubscriptionByUser,
  listExpiredGrants,
  lockBillingOf,
  updateSubscription,
} from "./billing.repository.ts";
import { announceSubscriptionChanges, livePlanOfRow, type SubscriptionChange } from "./plan-changes.ts";

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export type GrantedPlanExpiry = {
  /** Ends every assigned plan whose period is over; returns how many. */
  sweep: () => Promise<number>;
  /** Sweeps now and then every hour, beside the requests. */
  start: () => void;
  stop: () => void;
};

/**
 * A plan an administrator assigns runs until its period end and is not renewed (no provider sends an
 * event when it is over), so a sweep ends it: its status becomes canceled, and what it granted (the
 * Premium badge) goes with it, announced like any change of a subscription. Each plan is re-read under
 * the account's billing lock, so instances sweeping side by side end it once.
 */
export function createGrantedPlanExpiry(deps: {
  db: Kysely<Database>;
  realtime: RealtimeHub;
  log: Logger;
  now?: () => Date;
  everyMs?: number;
}): GrantedPlanExpiry {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;

  async function sweep(): Promise<number> {
    const at = now().toISOString();
    const changes: SubscriptionChange[] = [];
    for (const due of await listExpiredGrants(deps.db, at, LIVE_SUBSCRIPTION_STATUSES)) {
      const change = await deps.db.transaction().execute(async (trx) => {
        await lockBillingOf(trx, due.user_id);
        const row = await findSubscriptionByUser(trx, due.user_id);
        const over =
          row?.id === due.id &&
          row.provider === "manual" &&
          isLiveSubscriptionStatus(row.status) &&
          row.current_period_end !== null &&
          row.current_period_end <= at;
        if (!over) return null;
        const livePlanBefore = await livePlanOfRow(trx, row);
        await updateSubscription(trx, row.id, { status: "canceled", updated_at: at });
        return { userId: row.user_id, livePlanBefore, livePlanAfter: null };
      });
      if (change) changes.push(change);
    }
    await announceSubscriptionChanges(deps, changes);
    if (changes.length) deps.log.info({ plans: changes.length }, "assigned plans past their end ended");
    return changes.length;
  }

  const run = () =>
    void sweep().catch((err: unknown) => {
      deps.log.warn({ err: { message: (err as Error).message } }, "could not end assigned plans; will retry");
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
