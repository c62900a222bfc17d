import { cn } from "#client/lib/cn.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import type { MySubscription } from "#shared/billing/billing.schema";
import {
  type StatusTone,
  subscriptionDateLines,
  subscriptionPriceLabel,
  subscriptionStatusText,
  subscriptionStatusTone,
} from "./subscription-display.ts";

const TONES: Record<StatusTone, string> = {
  success: "bg-success-surface text-success",
  info: "bg-info-surface text-info",
  warning: "bg-warning-surface text-warning",
  danger: "bg-danger-surface text-danger",
  neutral: "bg-surface-muted text-foreground",
};

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[subscriptionStatusTone(status)],
      )}
    >
      {subscriptionStatusText(t, status)}
    </span>
  );
}

/** A subscription at a glance: plan, status, price per interval, and when it renews or expires. */
export function SubscriptionSummary({ subscription }: { subscription: MySubscription }) {
  const wording = { t: useT(), language: useLanguage() };
  const price = subscriptionPriceLabel(wording, subscription);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-display text-2xl font-semibold">{subscription.planName}</p>
        <SubscriptionStatusBadge status={subscription.status} />
      </div>
      {price ? <p className="mt-1 text-sm text-muted-foreground">{price}</p> : null}
      <ul className="mt-3 space-y-1 text-sm">
        {subscriptionDateLines(wording, subscription).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
