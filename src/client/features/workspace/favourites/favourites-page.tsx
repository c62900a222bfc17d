import { useQuery } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { TalentCard } from "#shared/talents/talent.schema";
import { favouriteIdsQueryOptions, favouritesQueryOptions } from "./favourites-api.ts";

const GRID = "grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 xl:grid-cols-4";

/**
 * The account's favourite talents, newest first, as the directory shows them (the app hands in the
 * talents domain's card, with its heart to remove one). A removed card leaves at once.
 */
export function FavouritesPage({ renderCard }: { renderCard: (talent: TalentCard) => ReactNode }) {
  const t = useT();
  const list = useQuery(favouritesQueryOptions());
  const ids = useQuery(favouriteIdsQueryOptions());
  const items = (list.data ?? []).filter((talent) => !ids.data || ids.data.includes(talent.id));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="font-display text-4xl font-semibold">{t("workspace.favourites.title")}</h1>
      <p className="mt-2 text-muted-foreground">
        {list.data
          ? t("workspace.favourites.count", { count: items.length })
          : t("workspace.favourites.lead")}
      </p>
      <div className="mt-8">
        {list.isPending ? (
          <ul className={GRID} role="status" aria-busy="true" aria-label={t("workspace.favourites.loading")}>
            {[0, 1, 2, 3].map((key) => (
              <li key={key} aria-hidden>
                <Skeleton className="aspect-[3/4] w-full rounded-xl" />
                <Skeleton className="mt-3 h-6 w-3/4 rounded" />
              </li>
            ))}
          </ul>
        ) : list.isError && list.data === undefined ? (
          <LoadFailure
            title={t("workspace.favourites.loadFailed")}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border bg-surface p-8 text-center">
            <Heart className="mx-auto size-8 text-muted-foreground" aria-hidden />
            <h2 className="mt-3 font-display text-xl font-semibold">
              {t("workspace.favourites.empty.title")}
            </h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
              {t("workspace.favourites.empty.text")}
            </p>
            <Button asChild className="mt-5">
              <Link to="/talents">{t("workspace.favourites.empty.action")}</Link>
            </Button>
          </div>
        ) : (
          <ul className={GRID}>
            {items.map((talent) => (
              <li key={talent.id}>{renderCard(talent)}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
