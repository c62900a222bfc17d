import { useQuery } from "@tanstack/react-query";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  CheckCircle2,
  CircleDashed,
  RefreshCw,
  UsersRound,
} from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { cn } from "#client/lib/cn.ts";
import type { AdminUser, UserSortField } from "#shared/admin/admin-users.schema";
import { subscriptionStatusLabel } from "#shared/billing/subscription-status";
import { profilePath } from "#shared/talents/slug";
import { usersQueryOptions } from "../api/users-api.ts";
import { AdminPageHeader } from "../components/admin-page-header.tsx";
import { AssignPlanDialog } from "../components/assign-plan-dialog.tsx";
import { Pager } from "../components/pager.tsx";
import { RowsSkeleton } from "../components/rows-skeleton.tsx";
import { ScrollTable, td, th } from "../components/scroll-table.tsx";
import { UserActionsMenu } from "../components/user-actions-menu.tsx";
import { formatDay } from "../format-day.ts";

const FILTER_DELAY_MS = 300;

function StatusBadge({ confirmed }: { confirmed: boolean }) {
  const Icon = confirmed ? CheckCircle2 : CircleDashed;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        confirmed ? "bg-success-surface text-success" : "bg-surface-muted text-muted-foreground",
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {confirmed ? "Active" : "Inactive"}
    </span>
  );
}

function columns(
  selfId: string | undefined,
  onAssignPlan: (user: AdminUser) => void,
): ColumnDef<AdminUser>[] {
  return [
    {
      id: "email",
      accessorKey: "email",
      header: "Email",
      cell: ({ row }) => (
        <span className="break-all">
          {row.original.email}
          {row.original.role === "admin" ? (
            <span className="ml-2 rounded-full border border-border px-1.5 py-0.5 text-xs text-muted-foreground">
              Admin
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "createdAt",
      accessorKey: "createdAt",
      header: "Signed Up",
      sortDescFirst: true,
      cell: ({ row }) => <time dateTime={row.original.createdAt}>{formatDay(row.original.createdAt)}</time>,
    },
    {
      id: "lastSignInAt",
      accessorKey: "lastSignInAt",
      header: "Last Signed In",
      sortDescFirst: true,
      cell: ({ row }) =>
        row.original.lastSignInAt ? (
          <time dateTime={row.original.lastSignInAt}>{formatDay(row.original.lastSignInAt)}</time>
        ) : (
          <span className="text-muted-foreground">Never</span>
        ),
    },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      cell: ({ row }) => <StatusBadge confirmed={row.original.emailConfirmed} />,
    },
    {
      id: "talent",
      header: "Talent Profile",
      enableSorting: false,
      cell: ({ row }) => {
        const talent = row.original.talentProfile;
        if (!talent) return <span className="text-muted-foreground">None</span>;
        return (
          <Link className="text-accent underline-offset-4 hover:underline" to={profilePath(talent)}>
            {talent.name}
          </Link>
        );
      },
    },
    {
      id: "subscription",
      header: "Subscription",
      enableSorting: false,
      cell: ({ row }) => {
        const subscription = row.original.subscription;
        if (!subscription) return <span className="text-muted-foreground">Free</span>;
        return (
          <span className="whitespace-nowrap">
            {subscription.planName}{" "}
            <span className="text-muted-foreground">({subscriptionStatusLabel(subscription.status)})</span>
          </span>
        );
      },
    },
    {
      id: "actions",
      header: "Actions",
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

const SortIcon = ({ direction }: { direction: false | "asc" | "desc" }) =>
  direction === "asc" ? (
    <ArrowUp aria-hidden />
  ) : direction === "desc" ? (
    <ArrowDown aria-hidden />
  ) : (
    <ArrowUpDown aria-hidden className="opacity-50" />
  );

/** Every account: filtered, sorted and paged on the server, with an actions menu per row. */
export function UsersPage() {
  const { user: self } = useAuth();
  const [filter, setFilter] = useState("");
  const [q, setQ] = useState("");
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
    usersQueryOptions({ q, sort: sort.id as UserSortField, order: sort.desc ? "desc" : "asc", page }),
  );
  const tableColumns = useMemo(() => columns(self?.id, setPlanFor), [self?.id]);
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
        title="Users"
        lead="Every account, its talent profile and its subscription."
        actions={
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden className={cn(query.isFetching && "animate-spin")} /> Refresh
          </Button>
        }
      />
      <div className="mb-4 max-w-md">
        <TextField
          label="Filter by e-mail or talent name"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
        />
      </div>
      {query.isPending ? (
        <RowsSkeleton label="Loading users" rows={5} />
      ) : query.isError ? (
        <LoadFailure title="Error fetching users" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-8">
          <UsersRound className="size-6 text-muted-foreground" aria-hidden />
          <p className="font-medium">{q ? `No account matches “${q}”.` : "No accounts yet."}</p>
        </div>
      ) : (
        <>
          <ScrollTable label="Users">
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
          <Pager
            page={page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            noun="accounts"
            onPage={setPage}
          />
        </>
      )}
      <AssignPlanDialog user={planFor} onClose={() => setPlanFor(null)} />
    </>
  );
}
