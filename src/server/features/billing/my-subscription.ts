import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { MySubscription } from "#shared/billing/billing.schema";
import { subscriptionStanding } from "#shared/billing/subscription-status";
import { PLAN_IDS, type PlanId, planById, planByPriceId } from "#shared/catalogue/plans";
import { findSubscriptionWithPrice, type SubscriptionWithPrice } from "./billing.repository.ts";

const isPlanId = (value: string | null): value is PlanId =>
  value !== null && (PLAN_IDS as readonly string[]).includes(value);

/** A subscription row with its price as the account sees it. */
export function toMySubscription(
  row: SubscriptionWithPrice,
  priceIds: Record<PlanId, string>,
): MySubscription {
  const planId = isPlanId(row.plan_id) ? row.plan_id : (planByPriceId(row.price_id, priceIds)?.id ?? null);
  return {
    planId,
    planName: planId ? planById(planId).name : (row.product_name ?? "Subscription"),
    status: row.status,
    unitAmount: row.unit_amount,
    currency: row.currency,
    interval: row.interval,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    trialEnd: row.trial_end,
    managedBy: row.provider === "manual" ? "team" : "provider",
  };
}

/**
 * The account's subscription while it is not over: live (trialing, active), or with a payment due
 * (past due, unpaid, incomplete), which Settings shows so the account can pay; null once it ended.
 */
export async function findMySubscription(
  db: Kysely<Database>,
  userId: string,
  priceIds: Record<PlanId, string>,
): Promise<MySubscription | null> {
  const row = await findSubscriptionWithPrice(db, userId);
  return row && subscriptionStanding(row.status) !== "ended" ? toMySubscription(row, priceIds) : null;
}
