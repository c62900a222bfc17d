import type { MySubscription } from "#shared/billing/billing.schema";
import { subscriptionStanding, subscriptionStatusLabel } from "#shared/billing/subscription-status";

export { subscriptionStatusLabel };

export type StatusTone = "success" | "info" | "warning" | "danger" | "neutral";

export function subscriptionStatusTone(status: string): StatusTone {
  if (status === "active") return "success";
  if (status === "trialing") return "info";
  if (subscriptionStanding(status) === "payment-due") return "warning";
  if (status === "canceled") return "danger";
  return "neutral";
}

/** "€39.99 / month": the unit amount (cents) divided by 100, in the price's currency, per interval. */
export function subscriptionPriceLabel(
  subscription: Pick<MySubscription, "unitAmount" | "currency" | "interval">,
  locale = "en-IE",
): string | null {
  const { unitAmount, currency, interval } = subscription;
  if (unitAmount === null || !currency) return null;
  const amount = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(unitAmount / 100);
  return interval ? `${amount} / ${interval}` : amount;
}

/** A moment as a date in words ("December 23, 2026"), in the reader's time zone unless one is given. */
export function formatLongDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(new Date(iso));
}

/**
 * The subscription's dates in words, while it is live: "Granted until {date}" for a plan our team
 * assigned (it is never renewed), "Ends on {date}" once it is cancelled at period end, otherwise
 * "Renews on {date}"; and "Trial ends on {date}" only while the trial lies in the future.
 */
export function subscriptionDateLines(
  subscription: Pick<
    MySubscription,
    "status" | "currentPeriodEnd" | "cancelAtPeriodEnd" | "trialEnd" | "managedBy"
  >,
  now: Date = new Date(),
  timeZone?: string,
): string[] {
  const lines: string[] = [];
  const live = subscriptionStanding(subscription.status) === "live";
  if (live && subscription.currentPeriodEnd) {
    const date = formatLongDate(subscription.currentPeriodEnd, timeZone);
    if (subscription.managedBy === "team") lines.push(`Granted until ${date}`);
    else if (subscription.cancelAtPeriodEnd) lines.push(`Ends on ${date}`);
    else lines.push(`Renews on ${date}`);
  }
  if (live && subscription.trialEnd && Date.parse(subscription.trialEnd) > now.getTime()) {
    lines.push(`Trial ends on ${formatLongDate(subscription.trialEnd, timeZone)}`);
  }
  return lines;
}

/**
 * What a subscription with a payment due tells its owner: what went wrong and what to do, in the
 * provider's portal. Null for a subscription whose payments are in order.
 */
export function paymentDueNotice(
  subscription: Pick<MySubscription, "status" | "planName">,
): { title: string; text: string } | null {
  const paused = "Until it is paid, what your plan includes is paused.";
  switch (subscription.status) {
    case "past_due":
      return {
        title: "Payment failed — update your payment method",
        text: `The last payment for your ${subscription.planName} plan did not go through. Update your payment method in the billing portal and the payment is taken again. ${paused}`,
      };
    case "unpaid":
      return {
        title: "Payment overdue — update your payment method",
        text: `The payments for your ${subscription.planName} plan have failed several times. Update your payment method in the billing portal to pay what is due. ${paused}`,
      };
    case "incomplete":
      return {
        title: "Payment not completed",
        text: `The first payment for your ${subscription.planName} plan is not complete yet (your bank may ask you to confirm it). Complete it in the billing portal; your plan starts once it is paid.`,
      };
    default:
      return null;
  }
}
