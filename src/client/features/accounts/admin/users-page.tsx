import { useQuery } from "@tanstack/react-query";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, RefreshCw, UsersRound } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { Pager } from "#client/components/admin/pager.tsx";
import { RecordCard, RecordCards, RecordField } from "#client/components/admin/record-cards.tsx";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { ScrollTable, td, th } from "#client/components/admin/scroll-table.tsx";
import { SelectField } from "#client/components/form/select-field.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { ACCOUNT_KINDS, type AccountKind, isAccountKind } from "#shared/accounts/account-kind-values";
import type { AdminUser, UserSortField } from "#shared/admin/admin-users.schema";
import type { MessageId, Translate } from "#shared/i18n/translator";
import { UserActionsMenu } from "./user-actions-menu.tsx";
import {
  ACCOUNT_KIND_LABELS,
  UserAccountKind,
  UserEmail,
  UserLastSignIn,
  UserSignedUp,
  UserStatus,
  UserSubscription,
  UserTalentProfile,
} from "./user-fields.tsx";
import { usersQueryOptions } from "./users-api.ts";

const FILTER_DELAY_MS = 300;

function columns(
  t: Translate,
  selfId: string | undefined,
  onAssignPlan: (user: AdminUser) => void,
): ColumnDef<AdminUser>[] {
  return [
    {
      id: "email",
      accessorKey: "email",
      header: t("accounts.users.column.email"),
      cell: ({ row }) => <UserEmail user={row.original} />,
    },
    {
      id: "createdAt",
      accessorKey: "createdAt",
      header: t("accounts.users.column.signedUp"),
      sortDescFirst: true,
      cell: ({ row }) => <UserSignedUp user={row.original} />,
    },
    {
      id: "lastSignInAt",
      accessorKey: "lastSignInAt",
      header: t("accounts.users.column.lastSignIn"),
      sortDescFirst: true,
      cell: ({ row }) => <UserLastSignIn user={row.original} />,
    },
    {
      id: "kind",
      header: t("accounts.users.column.kind"),
      enableSorting: false,
      cell: ({ row }) => <UserAccountKind user={row.original} />,
    },
    {
      id: "status",
      header: t("accounts.users.column.status"),
      enableSorting: false,
      cell: ({ row }) => <UserStatus user={row.original} />,
    },
    {
      id: "talent",
      header: t("accounts.users.column.talent"),
      enableSorting: false,
      cell: ({ row }) => <UserTalentProfile user={row.original} />,
    },
    {
      id: "subscription",
      header: t("accounts.users.column.subscription"),
      enableSorting: false,
      cell: ({ row }) => <UserSubscription user={row.original} />,
    },
    {
      id: "actions",
      header: t("accounts.users.column.actions"),
      enableSorting: false,
      cell: ({ row }) => (
        <UserActionsMenu
          user={row.original}
          isSelf={row.original.id === selfId}
          onAssignPlan={onAssignPlan}
        />
      ),
    },
  ];
}

/** The orders the cards offer, where no column header is there to sort by. */
const SORT_CHOICES: { name: MessageId; id: UserSortField; desc: boolean }[] = [
  { name: "accounts.users.sort.newestSignUps", id: "createdAt", desc: true },
  { name: "accounts.users.sort.oldestSignUps", id: "createdAt", desc: false },
  { name: "accounts.users.sort.latestSignIns", id: "lastSignInAt", desc: true },
  { name: "accounts.users.sort.earliestSignIns", id: "lastSignInAt", desc: false },
  { name: "accounts.users.sort.emailAscending", id: "email", desc: false },
  { name: "accounts.users.sort.emailDescending", id: "email", desc: true },
];
const sortValue = (sort: { id: string; desc: boolean }) => `${sort.id}:${sort.desc ? "desc" : "asc"}`;

const SortIcon = ({ direction }: { direction: false | "asc" | "desc" }) =>
  direction === "asc" ? (
    <ArrowUp aria-hidden />
  ) : direction === "desc" ? (
    <ArrowDown aria-hidden />
  ) : (
    <ArrowUpDown aria-hidden className="opacity-50" />
  );

/** Every account: filtered, sorted and paged on the server, with an actions menu per row. */
/** The dialog that gives an account a plan: the billing domain's, handed in by the page that composes both. */
export type PlanDialog = (props: { user: AdminUser | null; onClose: () => void }) => ReactNode;

export function UsersPage({ planDialog: AssignPlan }: { planDialog: PlanDialog }) {
  const { user: self } = useAuth();
  const t = useT();
  const [filter, setFilter] = useState("");
  const [q, setQ] = useState("");
  const [kind, setKind] = useState<AccountKind | "">("");
  const [sorting, setSorting] = useState<SortingState>([{ id: "createdAt", desc: true }]);
  const [page, setPage] = useState(1);
  const [planFor, setPlanFor] = useState<AdminUser | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(filter.trim());
      setPage(1);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  const sort = sorting[0] ?? { id: "createdAt", desc: true };
  const query = useQuery(
    usersQueryOptions({ q, kind, sort: sort.id as UserSortField, order: sort.desc ? "desc" : "asc", page }),
  );
  const tableColumns = useMemo(() => columns(t, self?.id, setPlanFor), [t, self?.id]);
  const table = useReactTable({
    data: query.data?.items ?? [],
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (next) => {
      setSorting(next);
      setPage(1);
    },
    rowCount: query.data?.total ?? 0,
  });

  return (
    <>
      <AdminPageHeader
        title={t("accounts.users.title")}
        lead={t("accounts.users.lead")}
        actions={
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden className={cn(query.isFetching && "animate-spin")} />{" "}
            {t("accounts.users.refresh")}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          className="w-full max-w-md"
          label={t("accounts.users.filter")}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
        />
        <div className="w-full max-w-56">
          <SelectField
            label={t("accounts.users.kindFilter")}
            value={kind}
            onChange={(event) => {
              const value = event.target.value;
              setKind(isAccountKind(value) ? value : "");
              setPage(1);
            }}
          >
            <option value="">{t("accounts.users.kind.all")}</option>
            {ACCOUNT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(ACCOUNT_KIND_LABELS[value])}
              </option>
            ))}
          </SelectField>
        </div>
        {/* The cards have no column headers to sort by. */}
        <div className="w-full max-w-md xl:hidden">
          <SelectField
            label={t("accounts.users.sortBy")}
            value={sortValue(sort)}
            onChange={(event) => {
              const choice = SORT_CHOICES.find((c) => sortValue(c) === event.target.value);
              if (choice) table.setSorting([{ id: choice.id, desc: choice.desc }]);
            }}
          >
            {SORT_CHOICES.map((choice) => (
              <option key={sortValue(choice)} value={sortValue(choice)}>
                {t(choice.name)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {query.isPending ? (
        <RowsSkeleton label={t("accounts.users.loading")} rows={5} />
      ) : query.isError ? (
        <LoadFailure
          title={t("accounts.users.loadFailed")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-8">
          <UsersRound className="size-6 text-muted-foreground" aria-hidden />
          <p className="font-medium">
            {q
              ? t("accounts.users.noMatch", { query: q })
              : kind
                ? t("accounts.users.noKindMatch")
                : t("accounts.users.empty")}
          </p>
        </div>
      ) : (
        <>
          <ScrollTable label={t("accounts.users.title")} className="hidden xl:block">
            <thead className="border-b border-border">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const direction = header.column.getIsSorted();
                    const label = flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={th}
                        aria-sort={
                          direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined
                        }
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            onClick={header.column.getToggleSortingHandler()}
                            className="-mx-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 hover:bg-surface-muted hover:text-foreground [&_svg]:size-4"
                          >
                            {label}
                            <SortIcon direction={direction} />
                          </button>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-b border-border last:border-0">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={td}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <RecordCards label={t("accounts.users.title")} className="xl:hidden">
            {query.data.items.map((user) => (
              <RecordCard
                key={user.id}
                title={<UserEmail user={user} />}
                aside={
                  <UserActionsMenu user={user} isSelf={user.id === self?.id} onAssignPlan={setPlanFor} />
                }
              >
                <RecordField label={t("accounts.users.column.kind")}>
                  <UserAccountKind user={user} />
                </RecordField>
                <RecordField label={t("accounts.users.column.status")}>
                  <UserStatus user={user} />
                </RecordField>
                <RecordField label={t("accounts.users.column.subscription")}>
                  <UserSubscription user={user} />
                </RecordField>
                <RecordField label={t("accounts.users.column.signedUp")}>
                  <UserSignedUp user={user} />
                </RecordField>
                <RecordField label={t("accounts.users.column.lastSignIn")}>
                  <UserLastSignIn user={user} />
                </RecordField>
                <RecordField label={t("accounts.users.column.talent")} wide>
                  <UserTalentProfile user={user} />
                </RecordField>
              </RecordCard>
            ))}
          </RecordCards>
          <Pager
            page={page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            noun={t("accounts.users.pagerNoun")}
            onPage={setPage}
          />
        </>
      )}
      <AssignPlan user={planFor} onClose={() => setPlanFor(null)} />
    </>
  );
}
