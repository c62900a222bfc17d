import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { formatEuros } from "#client/lib/format.ts";
import { accountKeys, billingKeys } from "#client/lib/query-keys.ts";
import type { MySubscription } from "#shared/billing/billing.schema";
import { PLANS } from "#shared/catalogue/plans";
import {
  applyTestPortalAction,
  type TestPortalAction,
  testPortalQueryOptions,
} from "../api/test-mode-api.ts";
import { HostedPage } from "../components/hosted-page.tsx";
import { formatLongDate, paymentDueNotice } from "../components/subscription-display.ts";
import { SubscriptionSummary } from "../components/subscription-summary.tsx";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `portal-${title.replace(/\W+/g, "-").toLowerCase()}`;
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
  const queryClient = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const periodEnd = subscription.currentPeriodEnd ? formatLongDate(subscription.currentPeriodEnd) : null;

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

  const due = paymentDueNotice(subscription);
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
        <Section title="Payment due">
          <p className="text-sm">{due.text}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Test mode asks for no card: paying here stands for a new payment method that works.
          </p>
          <Button className="mt-4" disabled={busy !== null} onClick={() => act("pay", { type: "pay" })}>
            {spinner("pay")}
            Pay now
          </Button>
        </Section>
      </>
    );
  }

  return (
    <>
      <SubscriptionSummary subscription={subscription} />
      {failureAlert}

      <Section title={subscription.cancelAtPeriodEnd ? "Cancelled at period end" : "Cancel subscription"}>
        {subscription.cancelAtPeriodEnd ? (
          <>
            <p className="text-sm">
              Your subscription ends{periodEnd ? ` on ${periodEnd}` : " at the end of the period"}. Until then
              you keep everything your plan includes.
            </p>
            <Button
              className="mt-4"
              disabled={busy !== null}
              onClick={() => act("resume", { type: "resume" })}
            >
              {spinner("resume")}
              Resume subscription
            </Button>
          </>
        ) : confirmingCancel ? (
          <>
            <p className="text-sm">
              Your plan stays active until{periodEnd ? ` ${periodEnd}` : " the end of the period"}, then it
              ends and is not charged again.
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <Button
                variant="danger"
                disabled={busy !== null}
                onClick={() => act("cancel", { type: "cancel" })}
              >
                {spinner("cancel")}
                Confirm cancellation
              </Button>
              <Button variant="outline" disabled={busy !== null} onClick={() => setConfirmingCancel(false)}>
                Keep subscription
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Cancelling takes effect at the end of the billing period.
            </p>
            <Button className="mt-4" variant="outline" onClick={() => setConfirmingCancel(true)}>
              Cancel subscription
            </Button>
          </>
        )}
      </Section>

      <Section title="Switch plan">
        <ul className="space-y-3">
          {PLANS.filter((plan) => plan.id !== subscription.planId).map((plan) => (
            <li
              key={plan.id}
              className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold">{plan.name}</p>
                <p className="text-sm text-muted-foreground">{formatEuros(plan.priceEuros)} / month</p>
              </div>
              <Button
                variant="outline"
                disabled={busy !== null}
                onClick={() => act(plan.id, { type: "switch", planId: plan.id })}
              >
                {spinner(plan.id)}
                Switch to {plan.name}
              </Button>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Failed payment (test mode)">
        <p className="text-sm text-muted-foreground">
          See what happens when a renewal cannot be charged: the subscription becomes past due until it is
          paid.
        </p>
        <Button
          className="mt-4"
          variant="outline"
          disabled={busy !== null}
          onClick={() => act("fail-payment", { type: "fail-payment" })}
        >
          {spinner("fail-payment")}
          Simulate a failed payment
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
  const portal = useQuery(testPortalQueryOptions());

  let body: React.ReactNode;
  if (portal.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your subscription" className="space-y-3">
        <Skeleton className="h-8 w-40 rounded-md" />
        <Skeleton className="h-4 w-56 rounded-md" />
        <Skeleton className="h-32 w-full rounded-lg" />
      </div>
    );
  } else if (portal.error) {
    body = (
      <p role="alert" className="text-danger">
        Could not load your subscription: {errorMessage(portal.error)}
      </p>
    );
  } else if (!portal.data.subscription) {
    body = (
      <>
        <p>You have no subscription to manage here.</p>
        <Button asChild className="mt-6">
          <Link to="/pricing">See the plans</Link>
        </Button>
      </>
    );
  } else {
    body = <ManageSubscription subscription={portal.data.subscription} />;
  }

  return (
    <HostedPage title="Billing portal">
      {body}
      <Button asChild variant="link" className="mt-8">
        <Link to="/dashboard/settings">
          <ArrowLeft aria-hidden /> Return to Vitrine
        </Link>
      </Button>
    </HostedPage>
  );
}
