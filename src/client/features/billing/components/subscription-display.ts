import type { MySubscription } from "#shared/billing/billing.schema";
import { subscriptionStanding } from "#shared/billing/subscription-status";
import { formatCalendarDate, formatEuros } from "#shared/i18n/format";
import type { Language } from "#shared/i18n/languages";
import type { MessageId, Translate } from "#shared/i18n/translator";

/** The page's words and language, as `useT()` and `useLanguage()` give them. */
export type Wording = { t: Translate; language: Language };

export type StatusTone = "success" | "info" | "warning" | "danger" | "neutral";

export function subscriptionStatusTone(status: string): StatusTone {
  if (status === "active") return "success";
  if (status === "trialing") return "info";
  if (subscriptionStanding(status) === "payment-due") return "warning";
  if (status === "canceled") return "danger";
  return "neutral";
}

const STATUS_LABELS: Readonly<Record<string, MessageId>> = {
  trialing: "billing.status.trialing",
  active: "billing.status.active",
  canceled: "billing.status.canceled",
  past_due: "billing.status.pastDue",
  unpaid: "billing.status.unpaid",
  incomplete: "billing.status.incomplete",
  incomplete_expired: "billing.status.incompleteExpired",
  paused: "billing.status.paused",
};

/** A subscription status in words ("past_due" is "Past Due"); a status no provider documents shows as it is. */
export function subscriptionStatusText(t: Translate, status: string): string {
  const label = STATUS_LABELS[status];
  return label ? t(label) : status;
}

/** An amount (in the currency's main unit) in the page's language: "€39.99", "39,99 €". */
export function formatMoney(language: Language, amount: number, currency: string): string {
  if (currency.toLowerCase() === "eur") return formatEuros(language, amount);
  return new Intl.NumberFormat(language, { style: "currency", currency: currency.toUpperCase() }).format(
    amount,
  );
}

/** "€39.99 / month": the unit amount (cents) divided by 100, in the price's currency, per interval. */
export function subscriptionPriceLabel(
  { t, language }: Wording,
  subscription: Pick<MySubscription, "unitAmount" | "currency" | "interval">,
): string | null {
  const { unitAmount, currency, interval } = subscription;
  if (unitAmount === null || !currency) return null;
  const amount = formatMoney(language, unitAmount / 100, currency);
  if (interval === "month") return t("billing.price.perMonth", { amount });
  if (interval === "year") return t("billing.price.perYear", { amount });
  return interval ? t("billing.price.perInterval", { amount, interval }) : amount;
}

/**
 * A moment as a date in words ("December 23, 2026", "23. Dezember 2026"): the calendar date it falls on
 * in the reader's time zone, unless one is given.
 */
export function formatLongDate(language: Language, iso: string, timeZone?: string): string {
  // The day in that time zone, as YYYY-MM-DD (the Canadian English form), then worded for the language.
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
  return formatCalendarDate(language, day);
}

/**
 * The subscription's dates in words, while it is live: "Granted until {date}" for a plan our team
 * assigned (it is never renewed), "Ends on {date}" once it is cancelled at period end, otherwise
 * "Renews on {date}"; and "Trial ends on {date}" only while the trial lies in the future.
 */
export function subscriptionDateLines(
  { t, language }: Wording,
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
    const date = formatLongDate(language, subscription.currentPeriodEnd, timeZone);
    if (subscription.managedBy === "team") lines.push(t("billing.dates.grantedUntil", { date }));
    else if (subscription.cancelAtPeriodEnd) lines.push(t("billing.dates.endsOn", { date }));
    else lines.push(t("billing.dates.renewsOn", { date }));
  }
  if (live && subscription.trialEnd && Date.parse(subscription.trialEnd) > now.getTime()) {
    lines.push(
      t("billing.dates.trialEndsOn", { date: formatLongDate(language, subscription.trialEnd, timeZone) }),
    );
  }
  return lines;
}

/**
 * What a subscription with a payment due tells its owner: what went wrong and what to do, in the
 * provider's portal. Null for a subscription whose payments are in order.
 */
export function paymentDueNotice(
  t: Translate,
  subscription: Pick<MySubscription, "status" | "planName">,
): { title: string; text: string } | null {
  const plan = subscription.planName;
  const paused = t("billing.paymentDue.paused");
  switch (subscription.status) {
    case "past_due":
      return {
        title: t("billing.paymentDue.pastDue.title"),
        text: `${t("billing.paymentDue.pastDue.text", { plan })} ${paused}`,
      };
    case "unpaid":
      return {
        title: t("billing.paymentDue.unpaid.title"),
        text: `${t("billing.paymentDue.unpaid.text", { plan })} ${paused}`,
      };
    case "incomplete":
      return {
        title: t("billing.paymentDue.incomplete.title"),
        text: t("billing.paymentDue.incomplete.text", { plan }),
      };
    default:
      return null;
  }
}
