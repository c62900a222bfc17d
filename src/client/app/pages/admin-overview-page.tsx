import { useQuery } from "@tanstack/react-query";
import {
  Clock,
  Database,
  Inbox,
  type LucideIcon,
  MessageSquare,
  Plus,
  UserCog,
  UsersRound,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AuditList } from "#client/components/admin/audit-list.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useSeedTalents } from "#client/features/talents/admin/admin-talents-api.ts";
import { errorMessage } from "#client/lib/api.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { adminOverviewQueryOptions } from "../layout/admin-overview-api.ts";

function StatCard({
  to,
  label,
  value,
  hint,
  icon: Icon,
}: {
  to: string;
  label: string;
  value: number | undefined;
  hint: string;
  icon: LucideIcon;
}) {
  const { number } = useFormat();
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col gap-2 rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-accent"
      >
        <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
          {label}
          <Icon className="size-5 text-accent" aria-hidden />
        </span>
        {value === undefined ? (
          <Skeleton className="h-9 w-16 rounded-md" />
        ) : (
          <span className="font-display text-4xl font-semibold">{number(value)}</span>
        )}
        <span className="text-xs text-muted-foreground">{hint}</span>
      </Link>
    </li>
  );
}

// The charts and their tables come in a chunk of their own, after the counts (ADR 60).
const AdminInsightSection = lazy(() =>
  import("./admin-insight/admin-insight-section.tsx").then((m) => ({ default: m.AdminInsightSection })),
);

/** With no talents at all: load the ten sample talents (nothing happens once any talent exists). */
function EmptyDatabaseCard() {
  const seed = useSeedTalents();
  const t = useT();
  const run = async () => {
    try {
      const { inserted } = await seed.mutateAsync();
      if (inserted) toast.success(t("admin.overview.seed.success"), t("admin.overview.seed.successText"));
      else toast.info(t("admin.overview.seed.nothing"), t("admin.overview.seed.nothingText"));
    } catch (error) {
      toast.error(t("admin.overview.seed.failed"), errorMessage(error));
    }
  };
  return (
    <section
      aria-labelledby="empty-db-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-warning bg-warning-surface p-5"
    >
      <div className="flex gap-3">
        <Database className="mt-1 size-6 shrink-0 text-warning" aria-hidden />
        <div>
          <h2 id="empty-db-heading" className="font-display text-xl font-semibold">
            {t("admin.overview.empty.title")}
          </h2>
          <p className="text-sm">{t("admin.overview.empty.text")}</p>
        </div>
      </div>
      <Button onClick={() => void run()} disabled={seed.isPending}>
        {seed.isPending ? t("admin.overview.empty.seeding") : t("admin.overview.empty.seed")}
      </Button>
    </section>
  );
}

export function AdminDashboardPage() {
  const overview = useQuery(adminOverviewQueryOptions());
  const data = overview.data;
  const t = useT();
  const { number } = useFormat();
  return (
    <>
      <AdminPageHeader title={t("pages.admin.overview.title")} lead={t("admin.overview.lead")} />
      <div className="space-y-8">
        {overview.isError ? (
          <LoadFailure
            title={t("admin.loadFailed")}
            error={overview.error}
            onRetry={() => void overview.refetch()}
          />
        ) : null}
        {data && data.talents.total === 0 ? <EmptyDatabaseCard /> : null}
        <ul aria-label={t("admin.overview.figures")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            to="/admin-panel/talents?status=approved"
            label={t("admin.overview.talents")}
            value={data?.talents.approved}
            hint={t("admin.overview.talents.hint")}
            icon={UsersRound}
          />
          <StatCard
            to="/admin-panel/talents?status=pending"
            label={t("admin.overview.pending")}
            value={data?.talents.pending}
            hint={t("admin.overview.pending.hint")}
            icon={Clock}
          />
          <StatCard
            to="/admin-panel/users"
            label={t("admin.overview.users")}
            value={data?.users.total}
            hint={t("admin.overview.users.hint")}
            icon={UserCog}
          />
          <StatCard
            to="/admin-panel/messages"
            label={t("pages.admin.inbox.title")}
            value={data?.messages.total}
            hint={
              data
                ? t("admin.overview.inbox.unread", { count: number(data.messages.unread) })
                : t("admin.overview.inbox.hint")
            }
            icon={Inbox}
          />
          <StatCard
            to="/admin-panel/inquiry-reports"
            label={t("admin.overview.inquiries")}
            value={data?.inquiries.total}
            hint={
              data
                ? t("admin.overview.inquiries.reported", { count: number(data.inquiries.reported) })
                : t("admin.overview.inquiries.hint")
            }
            icon={MessageSquare}
          />
        </ul>
        <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>
          <AdminInsightSection />
        </Suspense>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <section
            aria-labelledby="quick-actions-heading"
            className="rounded-2xl border border-border bg-surface p-5"
          >
            <h2 id="quick-actions-heading" className="font-display text-xl font-semibold">
              {t("admin.overview.quickActions")}
            </h2>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/admin-panel/talents/new">
                  <Plus aria-hidden /> {t("admin.overview.addTalent")}
                </Link>
              </Button>
            </div>
          </section>
          <section
            aria-labelledby="activity-heading"
            className="rounded-2xl border border-border bg-surface p-5"
          >
            <h2 id="activity-heading" className="font-display text-xl font-semibold">
              {t("admin.overview.activity")}
            </h2>
            <div className="mt-4">
              <AuditList limit={8} empty={t("admin.overview.noActivity")} />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
