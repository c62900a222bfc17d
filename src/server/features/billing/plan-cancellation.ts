import type { Kysely } from "kysely";
import { asPlanId } from "#server/accounts/account-plan";
import type { Database } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import type { ConfiguredPaymentProvider } from "#server/payments/create-payment-provider";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { subscriptionStanding } from "#shared/billing/subscription-status";
import { planByPriceId, planName } from "#shared/catalogue/plans";
import { findSubscriptionWithPrice } from "./billing.repository.ts";
import { applyTestPortalAction } from "./test-mode.service.ts";

export type PlanCancellationDeps = {
  db: Kysely<Database>;
  realtime: RealtimeHub;
  payments: ConfiguredPaymentProvider;
  log: Logger;
};

/** A plan a cancellation can end by itself, its name, and when its billing period ends. */
export type CancellablePlan = { planName: string; endsAt: string | null; providerSubscriptionId: string };

/**
 * The account's plan that Vitrine can set to end by itself: a live subscription (trialing, active)
 * held by the payment provider this server uses. A plan our team assigned, one with a payment due, or
 * one held by a provider no longer used is for a person to end (null).
 */
export async function cancellablePlan(
  deps: Pick<PlanCancellationDeps, "db" | "payments">,
  userId: string,
): Promise<CancellablePlan | null> {
  const row = await findSubscriptionWithPrice(deps.db, userId);
  if (!row?.provider_subscription_id || row.provider !== deps.payments.kind) return null;
  if (subscriptionStanding(row.status) !== "live") return null;
  const plan = asPlanId(row.plan_id) ?? planByPriceId(row.price_id, deps.payments.priceIds)?.id ?? null;
  return {
    planName: planName(plan, row.product_name) ?? row.price_id,
    endsAt: row.current_period_end,
    providerSubscriptionId: row.provider_subscription_id,
  };
}

/**
 * Sets the account's plan to end at the end of its billing period, exactly as the billing portal's
 * cancel does: in test mode the portal's own action (the same bookkeeping event), with Stripe the
 * same change its portal makes (Stripe's webhook then updates the subscription here). Throws when
 * the provider cannot be told.
 */
export async function endPlanAtPeriodEnd(
  deps: PlanCancellationDeps,
  plan: CancellablePlan,
  userId: string,
): Promise<{ planName: string; endsAt: string | null }> {
  if (deps.payments.kind === "test") {
    const after = await applyTestPortalAction({ ...deps, payments: deps.payments }, userId, {
      type: "cancel",
    });
    return { planName: after?.planName ?? plan.planName, endsAt: after?.currentPeriodEnd ?? plan.endsAt };
  }
  await deps.payments.cancelAtPeriodEnd(plan.providerSubscriptionId);
  return { planName: plan.planName, endsAt: plan.endsAt };
}
