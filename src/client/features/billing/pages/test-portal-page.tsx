import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { accountKeys, billingKeys } from "#client/lib/query-keys.ts";
import type { MySubscription } from "#shared/billing/billing.schema";
import { PLANS } from "#shared/catalogue/plans";
import {
  applyTestPortalAction,
  type TestPortalAction,
  testPortalQueryOptions,
} from "../api/test-mode-api.ts";
import { HostedPage } from "../components/hosted-page.tsx";
import {
  formatLongDate,
  paymentDueNotice,
  subscriptionPriceLabel,
} from "../components/subscription-display.ts";
import { SubscriptionSummary } from "../components/subscription-summary.tsx";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-border pt-6">
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function ManageSubscription({ subscription }: { subscription: MySubscription }) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const periodEnd = subscription.currentPeriodEnd
    ? formatLongDate(language, subscription.currentPeriodEnd)
    : null;

  const change = useMutation({
    mutationFn: async ({ action }: { key: string; action: TestPortalAction }) => {
      const portal = await applyTestPortalAction(action);
      queryClient.setQueryData(billingKeys.testPortal(), portal);
      await queryClient.invalidateQueries({ queryKey: accountKeys.subscription() });
    },
    onSuccess: () => setConfirmingCancel(false),
  });
  const busy = change.isPending ? change.variables.key : null;
  const failure = change.error ? errorMessage(change.error) : null;
  const act = (key: string, action: TestPortalAction) => change.mutate({ key, action });
  const spinner = (key: string) =>
    busy === key ? <LoaderCircle className="animate-spin" aria-hidden /> : null;

  const due = paymentDueNotice(t, subscription);
  const failureAlert = failure ? (
    <p
      role="alert"
      className="mt-4 rounded-lg border border-danger bg-danger-surface p-3 text-sm text-danger"
    >
      {failure}
    </p>
  ) : null;

  if (due) {
    return (
      <>
        <SubscriptionSummary subscription={subscription} />
        {failureAlert}
        <Section id="portal-payment-due" title={t("billing.portal.paymentDue")}>
          <p className="text-sm">{due.text}</p>
          <p className="mt-2 text-sm text-muted-foreground">{t("billing.portal.testPayNote")}</p>
          <Button className="mt-4" disabled={busy !== null} onClick={() => act("pay", { type: "pay" })}>
            {spinner("pay")}
            {t("billing.portal.payNow")}
          </Button>
        </Section>
      </>
    );
  }

  return (
    <>
      <SubscriptionSummary subscription={subscription} />
      {failureAlert}

      <Section
        id="portal-cancel"
        title={t(subscription.cancelAtPeriodEnd ? "billing.portal.cancelledTitle" : "billing.portal.cancel")}
      >
        {subscription.cancelAtPeriodEnd ? (
          <>
            <p className="text-sm">
              {periodEnd
                ? t("billing.portal.endsOn", { date: periodEnd })
                : t("billing.portal.endsAtPeriodEnd")}
            </p>
            <Button
              className="mt-4"
              disabled={busy !== null}
              onClick={() => act("resume", { type: "resume" })}
            >
              {spinner("resume")}
              {t("billing.portal.resume")}
            </Button>
          </>
        ) : confirmingCancel ? (
          <>
            <p className="text-sm">
              {periodEnd
                ? t("billing.portal.staysUntil", { date: periodEnd })
                : t("billing.portal.staysUntilPeriodEnd")}
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Button
                variant="danger"
                disabled={busy !== null}
                onClick={() => act("cancel", { type: "cancel" })}
              >
                {spinner("cancel")}
                {t("billing.portal.confirmCancel")}
              </Button>
              <Button variant="outline" disabled={busy !== null} onClick={() => setConfirmingCancel(false)}>
                {t("billing.portal.keep")}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t("billing.portal.cancelNote")}</p>
            <Button className="mt-4" variant="outline" onClick={() => setConfirmingCancel(true)}>
              {t("billing.portal.cancel")}
            </Button>
          </>
        )}
      </Section>

      <Section id="portal-switch-plan" title={t("billing.portal.switchTitle")}>
        <ul className="space-y-3">
          {PLANS.filter((plan) => plan.id !== subscription.planId).map((plan) => (
            <li
              key={plan.id}
              className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold">{plan.name}</p>
                <p className="text-sm text-muted-foreground">
                  {subscriptionPriceLabel(
                    { t, language },
                    { unitAmount: plan.priceCents, currency: plan.currency, interval: plan.interval },
                  )}
                </p>
              </div>
              <Button
                variant="outline"
                disabled={busy !== null}
                onClick={() => act(plan.id, { type: "switch", planId: plan.id })}
              >
                {spinner(plan.id)}
                {t("billing.portal.switchTo", { plan: plan.name })}
              </Button>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="portal-failed-payment" title={t("billing.portal.failedTitle")}>
        <p className="text-sm text-muted-foreground">{t("billing.portal.failedText")}</p>
        <Button
          className="mt-4"
          variant="outline"
          disabled={busy !== null}
          onClick={() => act("fail-payment", { type: "fail-payment" })}
        >
          {spinner("fail-payment")}
          {t("billing.portal.simulateFailure")}
        </Button>
      </Section>
    </>
  );
}

/**
 * The test-mode provider's billing portal: cancel at period end, resume, or switch plans; simulate a
 * failed renewal, and pay what is due.
 */
export function TestPortalPage() {
  const t = useT();
  const portal = useQuery(testPortalQueryOptions());

  let body: React.ReactNode;
  if (portal.isPending) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={t("billing.subscription.loading")}
        className="space-y-3"
      >
        <Skeleton className="h-8 w-40 rounded-md" />
        <Skeleton className="h-4 w-56 rounded-md" />
        <Skeleton className="h-32 w-full rounded-lg" />
      </div>
    );
  } else if (portal.error) {
    body = (
      <p role="alert" className="text-danger">
        {t("billing.portal.loadFailed", { reason: errorMessage(portal.error) })}
      </p>
    );
  } else if (!portal.data.subscription) {
    body = (
      <>
        <p>{t("billing.portal.none")}</p>
        <Button asChild className="mt-6">
          <Link to="/pricing">{t("billing.seePlans")}</Link>
        </Button>
      </>
    );
  } else {
    body = <ManageSubscription subscription={portal.data.subscription} />;
  }

  return (
    <HostedPage title={t("billing.portal.title")}>
      {body}
      <Button asChild variant="link" className="mt-8">
        <Link to="/dashboard/settings">
          <ArrowLeft aria-hidden /> {t("billing.portal.back")}
        </Link>
      </Button>
    </HostedPage>
  );
}
