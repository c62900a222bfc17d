import { useQuery } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { RecordCard, RecordCards, RecordField } from "#client/components/admin/record-cards.tsx";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { ScrollTable, td, th } from "#client/components/admin/scroll-table.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { AdminSubscription } from "#shared/admin/admin-users.schema";
import { subscriptionsQueryOptions } from "./billing-admin-api.ts";
import { SubscriptionStatusBadge } from "./subscription-status-badge.tsx";

function RenewsOn({ subscription }: { subscription: AdminSubscription }) {
  const t = useT();
  const { day } = useFormat();
  if (!subscription.currentPeriodEnd) {
    return <span className="text-muted-foreground">{t("billing.admin.notKnown")}</span>;
  }
  return (
    <>
      <time dateTime={subscription.currentPeriodEnd}>{day(subscription.currentPeriodEnd)}</time>
      {subscription.granted ? (
        <span className="text-muted-foreground"> {t("billing.admin.grantedEndsThen")}</span>
      ) : subscription.cancelAtPeriodEnd ? (
        <span className="text-muted-foreground"> {t("billing.admin.endsThen")}</span>
      ) : null}
    </>
  );
}

/**
 * Every subscription with its account, plan, status and renewal date; a plan an administrator granted
 * and one cancelled at period end say that they end on that date instead of renewing.
 */
export function BillingPage() {
  const t = useT();
  const query = useQuery(subscriptionsQueryOptions());
  return (
    <>
      <AdminPageHeader title={t("billing.admin.title")} lead={t("billing.admin.lead")} />
      {query.isPending ? (
        <RowsSkeleton label={t("billing.admin.loading")} rows={3} />
      ) : query.isError ? (
        <LoadFailure
          title={t("billing.admin.errorTitle")}
          error={new Error(t("billing.admin.loadFailed"))}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-8">
          <CreditCard className="size-6 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t("billing.admin.empty")}</p>
          <p className="text-sm text-muted-foreground">{t("billing.admin.emptyHint")}</p>
        </div>
      ) : (
        <>
          <ScrollTable label={t("billing.admin.table")} className="hidden lg:block">
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className={th}>
                  {t("billing.admin.email")}
                </th>
                <th scope="col" className={th}>
                  {t("billing.admin.plan")}
                </th>
                <th scope="col" className={th}>
                  {t("billing.admin.status")}
                </th>
                <th scope="col" className={th}>
                  {t("billing.admin.renewsOn")}
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
          <RecordCards label={t("billing.admin.table")} className="lg:hidden">
            {query.data.map((subscription) => (
              <RecordCard key={subscription.id} title={subscription.userEmail}>
                <RecordField label={t("billing.admin.plan")}>{subscription.planName}</RecordField>
                <RecordField label={t("billing.admin.status")}>
                  <SubscriptionStatusBadge status={subscription.status} />
                </RecordField>
                <RecordField label={t("billing.admin.renewsOn")} wide>
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
