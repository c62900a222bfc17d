import type { MySubscription } from "#shared/billing/billing.schema";

const STATUS_LABELS: Record<string, string> = {
  trialing: "Trialing",
  active: "Active",
  canceled: "Canceled",
  past_due: "Past Due",
};

/** The status badge's text: the four known statuses in words, any other as the provider wrote it. */
export function subscriptionStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export type StatusTone = "success" | "info" | "warning" | "danger" | "neutral";

export function subscriptionStatusTone(status: string): StatusTone {
  if (status === "active") return "success";
  if (status === "trialing") return "info";
  if (status === "past_due") return "warning";
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
 * The subscription's dates in words: "Renews on {date}", or "Expires on {date}" once it is cancelled at
 * period end; and "Trial ends on {date}" only while the trial lies in the future.
 */
export function subscriptionDateLines(
  subscription: Pick<MySubscription, "status" | "currentPeriodEnd" | "cancelAtPeriodEnd" | "trialEnd">,
  now: Date = new Date(),
  timeZone?: string,
): string[] {
  const lines: string[] = [];
  const live = subscription.status === "active" || subscription.status === "trialing";
  if (live && subscription.currentPeriodEnd) {
    const date = formatLongDate(subscription.currentPeriodEnd, timeZone);
    lines.push(subscription.cancelAtPeriodEnd ? `Expires on ${date}` : `Renews on ${date}`);
  }
  if (subscription.trialEnd && Date.parse(subscription.trialEnd) > now.getTime()) {
    lines.push(`Trial ends on ${formatLongDate(subscription.trialEnd, timeZone)}`);
  }
  return lines;
}
