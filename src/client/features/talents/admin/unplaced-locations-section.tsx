import { queryOptions, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";

/** The profiles whose location names no place (GET /api/admin/unplaced-locations). */
export const unplacedLocationsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.talents(), "unplaced-locations"] as const,
    queryFn: () => api(apiClient.api.admin["unplaced-locations"].$get()),
  });

/**
 * "Locations without a place": the profiles whose free-text location names no place of the gazetteer
 * (none, or several), each with a link to its editor, where the administrator chooses the place.
 */
export function UnplacedLocationsSection() {
  const t = useT();
  const { number } = useFormat();
  const headingId = useId();
  const list = useQuery(unplacedLocationsQueryOptions());
  return (
    <section aria-labelledby={headingId} className="mt-10 space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t("places.admin.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("places.admin.lead")}</p>
      </div>
      {list.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : list.isError ? (
        <LoadFailure
          title={t("places.admin.loadFailed")}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {t("places.admin.empty")}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
            {list.data.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
              >
                <span className="min-w-0 break-words">
                  <span className="font-medium">{item.name}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {t("places.admin.location", { location: item.location })}
                  </span>
                </span>
                <Link
                  to={`/admin-panel/talents/edit/${item.id}`}
                  className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t("places.admin.choosePlace", { name: item.name })}
                </Link>
              </li>
            ))}
          </ul>
          {list.data.total > list.data.items.length ? (
            <p className="text-sm text-muted-foreground">
              {t("places.admin.more", {
                shown: number(list.data.items.length),
                total: number(list.data.total),
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
