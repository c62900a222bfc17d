import { useQuery } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { RecordCard, RecordCards, RecordField } from "#client/components/admin/record-cards.tsx";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { ScrollTable, td, th } from "#client/components/admin/scroll-table.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { formatDay } from "#client/lib/format-day.ts";
import type { AdminSubscription } from "#shared/admin/admin-users.schema";
import { subscriptionsQueryOptions } from "./billing-admin-api.ts";
import { SubscriptionStatusBadge } from "./subscription-status-badge.tsx";

function RenewsOn({ subscription }: { subscription: AdminSubscription }) {
  if (!subscription.currentPeriodEnd) return <span className="text-muted-foreground">Not known</span>;
  return (
    <>
      <time dateTime={subscription.currentPeriodEnd}>{formatDay(subscription.currentPeriodEnd)}</time>
      {subscription.granted ? (
        <span className="text-muted-foreground"> (granted, ends then)</span>
      ) : subscription.cancelAtPeriodEnd ? (
        <span className="text-muted-foreground"> (ends then)</span>
      ) : null}
    </>
  );
}

/**
 * Every subscription with its account, plan, status and renewal date; a plan an administrator granted
 * and one cancelled at period end say that they end on that date instead of renewing.
 */
export function BillingPage() {
  const query = useQuery(subscriptionsQueryOptions());
  return (
    <>
      <AdminPageHeader title="Billing" lead="Subscriptions of all accounts, soonest renewal first." />
      {query.isPending ? (
        <RowsSkeleton label="Loading subscriptions" rows={3} />
      ) : query.isError ? (
        <LoadFailure
          title="Error"
          error={new Error("Failed to fetch subscription data.")}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-8">
          <CreditCard className="size-6 text-muted-foreground" aria-hidden />
          <p className="font-medium">No active subscriptions found.</p>
          <p className="text-sm text-muted-foreground">
            Plans bought at checkout and plans assigned on the Users page appear here.
          </p>
        </div>
      ) : (
        <>
          <ScrollTable label="Subscriptions" className="hidden lg:block">
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className={th}>
                  User Email
                </th>
                <th scope="col" className={th}>
                  Plan
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Renews On
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((subscription) => (
                <tr key={subscription.id} className="border-b border-border last:border-0">
                  <td className={`${td} break-all`}>{subscription.userEmail}</td>
                  <td className={td}>{subscription.planName}</td>
                  <td className={td}>
                    <SubscriptionStatusBadge status={subscription.status} />
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    <RenewsOn subscription={subscription} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <RecordCards label="Subscriptions" className="lg:hidden">
            {query.data.map((subscription) => (
              <RecordCard key={subscription.id} title={subscription.userEmail}>
                <RecordField label="Plan">{subscription.planName}</RecordField>
                <RecordField label="Status">
                  <SubscriptionStatusBadge status={subscription.status} />
                </RecordField>
                <RecordField label="Renews On" wide>
                  <RenewsOn subscription={subscription} />
                </RecordField>
              </RecordCard>
            ))}
          </RecordCards>
        </>
      )}
    </>
  );
}
