import { useQuery } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { ShortlistSummary } from "#shared/workspace/shortlists.schema";
import { CreateShortlistDialog } from "./create-shortlist-dialog.tsx";
import { briefLine } from "./shortlist-brief.ts";
import { shortlistsQueryOptions } from "./shortlists-api.ts";
import { TalentPicture } from "./talent-picture.tsx";

/** `/dashboard/shortlists`: the account's shortlists, and a new one. */
export function ShortlistsPage() {
  const t = useT();
  const lists = useQuery(shortlistsQueryOptions());
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">{t("shortlists.overview.title")}</h1>
          <p className="mt-1 text-muted-foreground">{t("shortlists.overview.lead")}</p>
        </div>
        <CreateShortlistDialog />
      </div>
      <div className="mt-8">
        {lists.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t("shortlists.overview.loading")}
            className="grid gap-4 sm:grid-cols-2"
          >
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : lists.isError ? (
          <LoadFailure
            title={t("shortlists.overview.failed")}
            error={lists.error}
            onRetry={() => void lists.refetch()}
            retrying={lists.isFetching}
          />
        ) : lists.data.items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-border p-8 text-center">
            <ListChecks className="mx-auto size-10 text-muted-foreground" aria-hidden />
            <h2 className="mt-3 font-display text-xl font-semibold">
              {t("shortlists.overview.empty.title")}
            </h2>
            <p className="mx-auto mt-2 max-w-md text-muted-foreground">
              {t("shortlists.overview.empty.text")}
            </p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {lists.data.items.map((list) => (
              <li key={list.id}>
                <ShortlistCard list={list} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ShortlistCard({ list }: { list: ShortlistSummary }) {
  const t = useT();
  const { dateTime } = useFormat();
  const brief = briefLine(list);
  return (
    <Link
      to={`/dashboard/shortlists/${encodeURIComponent(list.id)}`}
      className="block h-full rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      <h2 className="font-display text-xl font-semibold break-words">{list.name}</h2>
      {brief ? <p className="mt-1 text-sm break-words text-muted-foreground">{brief}</p> : null}
      <div className="mt-4 flex items-center gap-2" aria-hidden>
        {list.thumbnails.map((image) => (
          <TalentPicture key={image.id} image={image} alt="" sizes="56px" className="size-14 rounded-lg" />
        ))}
      </div>
      <p className="mt-4 text-sm">
        {t("shortlists.overview.count", { count: list.talentCount })}
        <span className="text-muted-foreground">
          {" "}
          · {t("shortlists.overview.changed", { date: dateTime(list.updatedAt) })}
        </span>
      </p>
    </Link>
  );
}
