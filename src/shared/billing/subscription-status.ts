/*
 * Subscription statuses as the payment providers report them (Stripe's list), and what each means for
 * the account. No zod here: the public pages that show plans load this without the schemas.
 */

/** Only these grant what the plan includes: a subscription in any other status gives no plan. */
export const LIVE_SUBSCRIPTION_STATUSES = ["trialing", "active"] as const;

/**
 * A payment the provider is still trying to collect (a failed renewal, an unpaid invoice, a first
 * payment not completed). The subscription is not over: it is fixed in the billing portal, never by a
 * second checkout, and grants nothing until it is paid.
 */
export const PAYMENT_DUE_SUBSCRIPTION_STATUSES = ["past_due", "unpaid", "incomplete"] as const;

export function isLiveSubscriptionStatus(status: string): boolean {
  return (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

export function isPaymentDueStatus(status: string): boolean {
  return (PAYMENT_DUE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/**
 * Where a subscription stands for the account: `live` (the plan's features apply), `payment-due`
 * (the account must pay in the portal; no new plan meanwhile), or `ended` (free again).
 */
export type SubscriptionStanding = "live" | "payment-due" | "ended";

export function subscriptionStanding(status: string): SubscriptionStanding {
  if (isLiveSubscriptionStatus(status)) return "live";
  if (isPaymentDueStatus(status)) return "payment-due";
  return "ended";
}

const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  trialing: "Trialing",
  active: "Active",
  canceled: "Canceled",
  past_due: "Past Due",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  paused: "Paused",
};

/** A subscription status in words ("past_due" is "Past Due"); a status no provider documents shows as it is. */
export function subscriptionStatusLabel(status: string): string {
  return SUBSCRIPTION_STATUS_LABELS[status] ?? status;
}
