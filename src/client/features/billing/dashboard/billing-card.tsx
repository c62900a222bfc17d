import { useMutation, useQuery } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Info, LoaderCircle, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { SettingsCard } from "#client/components/settings-card.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { MySubscription } from "#shared/billing/billing.schema";
import { subscriptionStanding } from "#shared/billing/subscription-status";
import { PLANS, planTagline } from "#shared/catalogue/plans";
import { mySubscriptionQueryOptions, openBillingPortal } from "../api/billing-api.ts";
import { CancelContractLink } from "../cancellation/cancel-contract-link.tsx";
import { goToProvider } from "../checkout/provider-redirect.ts";
import { useChoosePlan } from "../checkout/use-choose-plan.ts";
import { ChoosePlanButton } from "../components/choose-plan-button.tsx";
import { PlanSwitchDialog } from "../components/plan-switch-dialog.tsx";
import { paymentDueNotice, subscriptionPriceLabel } from "../components/subscription-display.ts";
import { SubscriptionSummary } from "../components/subscription-summary.tsx";
import { PlanIncludes } from "./plan-includes.tsx";

type CheckoutOutcome = "success" | "cancelled";

/** How long Settings keeps asking after a successful checkout, while the provider's event is on its way. */
const CONFIRMATION_WAIT_MS = 60_000;

/** The provider sends the buyer back with ?checkout=success|cancelled: kept for this visit, taken off the address. */
function useCheckoutOutcome() {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<{ value: CheckoutOutcome; at: number } | null>(() => {
    const value = params.get("checkout");
    return value === "success" || value === "cancelled" ? { value, at: Date.now() } : null;
  });
  useEffect(() => {
    if (!params.has("checkout")) return;
    const next = new URLSearchParams(params);
    next.delete("checkout");
    setParams(next, { replace: true });
  }, [params, setParams]);
  return { outcome, dismiss: () => setOutcome(null) };
}

const OUTCOME_TEXT = {
  success: {
    icon: CheckCircle2,
    title: "billing.card.outcome.success.title",
    text: "billing.card.outcome.success.text",
    confirmedText: "billing.card.outcome.success.confirmed",
    tone: "border-success bg-success-surface text-success",
  },
  cancelled: {
    icon: Info,
    title: "billing.card.outcome.cancelled.title",
    text: "billing.card.outcome.cancelled.text",
    confirmedText: "billing.card.outcome.cancelled.text",
    tone: "border-border bg-surface-muted text-foreground",
  },
} as const;

function CheckoutOutcomeNotice({
  outcome,
  subscribed,
  onDismiss,
}: {
  outcome: CheckoutOutcome;
  subscribed: boolean;
  onDismiss: () => void;
}) {
  const t = useT();
  const notice = OUTCOME_TEXT[outcome];
  const Icon = notice.icon;
  return (
    <div role="status" className={`mb-5 flex gap-3 rounded-xl border p-4 ${notice.tone}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t(notice.title)}</p>
        <p className="text-sm text-foreground">{t(subscribed ? notice.confirmedText : notice.text)}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-m-2 shrink-0"
        aria-label={t("billing.card.dismiss")}
        onClick={onDismiss}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}

/** A payment is due: what went wrong, and the way to the portal to pay. */
function PaymentDue({
  notice,
  opening,
  onOpenPortal,
}: {
  notice: { title: string; text: string };
  opening: boolean;
  onOpenPortal: () => void;
}) {
  const t = useT();
  return (
    <div className="mt-5 rounded-xl border border-warning bg-warning-surface p-4">
      <div className="flex gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold">{notice.title}</h3>
          <p className="mt-1 text-sm">{notice.text}</p>
        </div>
      </div>
      <Button className="mt-4" disabled={opening} onClick={onOpenPortal}>
        {opening ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {t("billing.card.updatePayment")}
      </Button>
    </div>
  );
}

function Subscribed({ subscription }: { subscription: MySubscription }) {
  const t = useT();
  const navigate = useNavigate();
  const openPortal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => goToProvider(url, (path) => navigate(path)),
    onError: (error) => toast.error(t("billing.portalDialog.openFailed", { reason: errorMessage(error) })),
  });
  const opening = openPortal.isPending;
  const manage = () => openPortal.mutate();
  const notice = paymentDueNotice(t, subscription);
  const live = subscriptionStanding(subscription.status) === "live";
  return (
    <>
      <SubscriptionSummary subscription={subscription} />
      {notice ? <PaymentDue notice={notice} opening={opening} onOpenPortal={manage} /> : null}
      {live && subscription.planId ? <PlanIncludes planId={subscription.planId} /> : null}
      {subscription.managedBy === "team" ? (
        <p className="mt-4 text-sm text-muted-foreground">
          <T
            id="billing.card.teamManaged"
            components={{ 0: <Link to="/contact" className="text-accent underline underline-offset-4" /> }}
          />
        </p>
      ) : notice ? null : (
        <Button className="mt-5" variant="outline" disabled={opening} onClick={manage}>
          {opening ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {t("billing.card.manage")}
        </Button>
      )}
      <p className="mt-4 text-sm">
        <CancelContractLink />
      </p>
    </>
  );
}

function FreePlan() {
  const t = useT();
  const language = useLanguage();
  const { busyPlan, choosePlan, portalPrompt, closePortalPrompt } = useChoosePlan();
  return (
    <>
      <PlanSwitchDialog prompt={portalPrompt} onClose={closePortalPrompt} />
      <p className="text-sm">{t("billing.card.free")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.id} className="flex flex-col rounded-lg border border-border p-4">
            <p className="font-semibold">{plan.name}</p>
            <p className="text-sm text-muted-foreground">
              {subscriptionPriceLabel(
                { t, language },
                { unitAmount: plan.priceCents, currency: plan.currency, interval: plan.interval },
              )}
            </p>
            <p className="mt-2 mb-4 text-sm">{planTagline(t, plan.id)}</p>
            <div className="mt-auto">
              <ChoosePlanButton plan={plan} busyPlan={busyPlan} onChoose={choosePlan} />
            </div>
          </li>
        ))}
      </ul>
      <Button asChild variant="link" className="mt-4">
        <Link to="/pricing">{t("billing.card.compare")}</Link>
      </Button>
    </>
  );
}

/**
 * Settings' Billing & Subscription: the plan with its price, status and dates, what it includes and
 * what happens next, and the billing portal; a plan whose payment is due says so and leads to the
 * portal to pay; on the free plan, the plans. A failed load says so, with Try again (it is never shown
 * as the free plan: a subscriber would be offered plans they already pay for).
 */
export function BillingCard() {
  const t = useT();
  const { outcome, dismiss } = useCheckoutOutcome();
  const subscription = useQuery({
    ...mySubscriptionQueryOptions(),
    // Right after checkout the provider's confirmation may still be on its way (live updates bring it too).
    refetchInterval: (query) =>
      outcome?.value === "success" && !query.state.data && Date.now() - outcome.at < CONFIRMATION_WAIT_MS
        ? 2000
        : false,
  });

  return (
    <SettingsCard title={t("billing.card.title")} description={t("billing.card.description")}>
      {outcome ? (
        <CheckoutOutcomeNotice
          outcome={outcome.value}
          subscribed={Boolean(subscription.data)}
          onDismiss={dismiss}
        />
      ) : null}
      {subscription.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t("billing.subscription.loading")}
          className="space-y-3"
        >
          <Skeleton className="h-8 w-40 rounded-md" />
          <Skeleton className="h-4 w-56 rounded-md" />
          <Skeleton className="h-11 w-48 rounded-md" />
        </div>
      ) : subscription.isError && subscription.data === undefined ? (
        <LoadFailure
          title={t("billing.card.loadFailed")}
          error={subscription.error}
          onRetry={() => void subscription.refetch()}
          retrying={subscription.isFetching}
        />
      ) : subscription.data ? (
        <Subscribed subscription={subscription.data} />
      ) : (
        <FreePlan />
      )}
    </SettingsCard>
  );
}
