import { useQuery } from "@tanstack/react-query";
import { ListChecks, Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { Pager } from "#client/components/admin/pager.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import type { AdminTalentRow } from "#shared/talents/admin-talents.schema";
import { TALENT_STATUSES, type TalentStatus } from "#shared/talents/talent.schema";
import { adminTalentListQueryOptions } from "./admin-talents-api.ts";
import { ApproveDialog } from "./approve-dialog.tsx";
import { DeleteTalentDialog } from "./delete-talent-dialog.tsx";
import { FindingsListControls, listViewFrom } from "./findings-list-controls.tsx";
import { RejectDialog } from "./reject-dialog.tsx";
import { TalentsTable } from "./talents-table.tsx";
import { UnplacedLocationsSection } from "./unplaced-locations-section.tsx";
import { useTalentModeration } from "./use-talent-moderation.ts";

const TAB_LABELS: Record<TalentStatus, MessageId> = {
  approved: "talents.admin.list.tab.approved",
  pending: "talents.admin.list.tab.pending",
  rejected: "talents.admin.list.tab.rejected",
};
const CAPTIONS: Record<TalentStatus, MessageId> = {
  approved: "talents.admin.list.caption.approved",
  pending: "talents.admin.list.caption.pending",
  rejected: "talents.admin.list.caption.rejected",
};
const TAB_ORDER: TalentStatus[] = ["approved", "pending", "rejected"];
const EMPTY: Record<TalentStatus, MessageId> = {
  approved: "talents.admin.list.empty.approved",
  pending: "talents.admin.list.empty.pending",
  rejected: "talents.admin.list.empty.rejected",
};

const statusFrom = (value: string | null): TalentStatus =>
  (TALENT_STATUSES as readonly string[]).includes(value ?? "") ? (value as TalentStatus) : "approved";

function TableSkeleton() {
  return (
    <div className="space-y-2" aria-hidden>
      {["a", "b", "c", "d", "e"].map((key) => (
        <Skeleton key={key} className="h-14 w-full rounded-lg" />
      ))}
    </div>
  );
}

/**
 * Approved, pending and rejected profiles in tabs, newest first, paged on the server. The tab and
 * page live in the URL, so Back and a shared link return to the same view. Live changes refresh it.
 */
export function ManageTalentsPage() {
  const t = useT();
  const { number } = useFormat();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get("status"));
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const view = listViewFrom(params);
  const { findings, sort } = view;
  const list = useQuery(adminTalentListQueryOptions(status, page, view));
  const moderation = useTalentModeration();
  const [approving, setApproving] = useState<AdminTalentRow | null>(null);
  const [rejecting, setRejecting] = useState<AdminTalentRow | null>(null);
  const [deleting, setDeleting] = useState<AdminTalentRow | null>(null);

  const show = (next: { status?: TalentStatus; page?: number; view?: typeof view }) =>
    setParams(
      { status: next.status ?? status, page: String(next.page ?? 1), ...(next.view ?? view) },
      { replace: !next.status },
    );
  const counts = list.data?.counts;
  const rows = list.isError ? [] : (list.data?.items ?? []);
  const emptiedPage = Boolean(list.data && !list.isPlaceholderData && rows.length === 0 && page > 1);
  // A page emptied by deletions or decisions falls back to the one before.
  useEffect(() => {
    if (emptiedPage) setParams({ status, page: String(page - 1), findings, sort }, { replace: true });
  }, [emptiedPage, status, page, setParams, findings, sort]);

  return (
    <>
      <AdminPageHeader
        title={t("talents.admin.list.title")}
        lead={t("talents.admin.list.lead")}
        actions={
          <Button asChild>
            <Link to="/admin-panel/talents/new">
              <Plus aria-hidden /> {t("talents.admin.list.add")}
            </Link>
          </Button>
        }
      />
      <Tabs.Root value={status} onValueChange={(value) => show({ status: statusFrom(value) })}>
        <Tabs.List
          aria-label={t("talents.admin.list.tabs")}
          className="mb-4 flex flex-wrap gap-1 rounded-lg bg-surface-muted p-1"
        >
          {TAB_ORDER.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="min-h-11 flex-1 rounded-md px-3 text-sm font-medium text-muted-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:flex-none"
            >
              {t(TAB_LABELS[tab])}
              {counts ? ` (${number(counts[tab])})` : ""}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <FindingsListControls view={view} onChange={(next) => show({ view: next })} />
        {TAB_ORDER.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="outline-none">
            {tab !== status ? null : list.isPending ? (
              <TableSkeleton />
            ) : list.isError ? (
              <LoadFailure
                title={t("talents.admin.loadFailed")}
                error={list.error}
                onRetry={() => void list.refetch()}
              />
            ) : rows.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
                {t(EMPTY[tab])}
              </p>
            ) : (
              <>
                {tab === "pending" && rows[0] ? (
                  <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
                    <p className="text-sm text-muted-foreground">{t("talents.admin.list.reviewHint")}</p>
                    <Button asChild variant="outline">
                      <Link to={`/admin-panel/talents/review/${rows[0].id}`}>
                        <ListChecks aria-hidden /> {t("talents.admin.list.reviewOneByOne")}
                      </Link>
                    </Button>
                  </div>
                ) : null}
                <TalentsTable
                  rows={rows}
                  caption={t(CAPTIONS[tab])}
                  busy={moderation.deciding}
                  onApprove={setApproving}
                  onReject={setRejecting}
                  onDelete={setDeleting}
                />
                <Pager
                  page={page}
                  pageSize={list.data?.pageSize ?? 20}
                  total={list.data?.total ?? 0}
                  noun={t("talents.admin.list.pagerNoun")}
                  onPage={(next) => show({ page: next })}
                />
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <UnplacedLocationsSection />

      <ApproveDialog
        talentName={approving?.name ?? ""}
        live={approving?.live ?? false}
        open={approving !== null}
        busy={moderation.deciding}
        onOpenChange={(open) => (open ? undefined : setApproving(null))}
        onApprove={async () => {
          // Approved or refused (the toast says which), the question is answered: a refused approval
          // (the profile changed meanwhile) is asked again from the reloaded list.
          if (approving) await moderation.approve(approving);
          setApproving(null);
        }}
      />
      <RejectDialog
        talentName={rejecting?.name ?? ""}
        live={rejecting?.live ?? false}
        open={rejecting !== null}
        busy={moderation.deciding}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        onReject={async (reason, { takeDown }) => {
          if (rejecting && (await moderation.reject(rejecting, reason, { live: rejecting.live, takeDown })))
            setRejecting(null);
        }}
      />
      <DeleteTalentDialog
        // A fresh dialog (an empty reason) for each talent.
        key={deleting?.id ?? "none"}
        open={deleting !== null}
        busy={moderation.deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onDelete={async (reason) => {
          if (deleting && (await moderation.deleteTalent(deleting, reason || undefined))) setDeleting(null);
        }}
      />
    </>
  );
}
