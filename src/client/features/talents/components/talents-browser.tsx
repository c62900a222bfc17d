import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { LayoutGrid, List, SlidersHorizontal, UsersRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { LazySheet } from "#client/components/ui/lazy-sheet.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { SearchActions } from "#client/lib/search-actions.tsx";
import { toast } from "#client/lib/toast.ts";
import {
  parseTalentFilters,
  type TalentFilters,
  talentFiltersToSearchParams,
} from "#shared/talents/talent-filter-params";
import { talentFacetsQueryOptions, talentsListQueryOptions } from "../api/talents-api.ts";
import { DistanceSearchSlot } from "./distance-search-slot.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { TalentCard, TalentCardSkeleton } from "./talent-card.tsx";

const gridClass = (layout: "grid" | "list") =>
  layout === "grid"
    ? "grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 xl:grid-cols-4"
    : "grid gap-3 lg:grid-cols-2";
/** As many placeholders as the first screen holds at the widest layout. */
const SKELETON_CARDS = ["a", "b", "c", "d", "e", "f", "g", "h"];

/** The cards a phone's first screen can show (two rows of two); the rest may wait to be laid out. */
const FIRST_SCREEN_CARDS = 4;
/**
 * A card below the first screen is laid out and painted only when it comes near the window
 * (content-visibility), at the size it last had or about a card's height before: the HTML the browser
 * reads after its first paint, and a font or theme change, cost the cards in view only (ADR 63).
 */
const BELOW_THE_FIRST_SCREEN = "[content-visibility:auto] [contain-intrinsic-size:auto_22rem]";

/** The discovery list with its filters; the filters live in the URL, so links reproduce the view. */
export function TalentsBrowser() {
  const t = useT();
  const { number } = useFormat();
  const [params, setParams] = useSearchParams();
  const filters = parseTalentFilters(params);
  const [layout, setLayout] = useState<"grid" | "list">("grid");
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const facets = useQuery(talentFacetsQueryOptions());
  const list = useInfiniteQuery(talentsListQueryOptions(filters));
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (list.error) toast.error(t("talents.list.fetchError"), errorMessage(list.error));
  }, [list.error, t]);

  // More results load as the sentinel below the grid comes into view (after a failure, on Try again only).
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !list.hasNextPage || list.isFetchNextPageError) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !list.isFetchingNextPage) void list.fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [list.hasNextPage, list.isFetchingNextPage, list.isFetchNextPageError, list.fetchNextPage]);

  const apply = (next: TalentFilters) => {
    setParams(talentFiltersToSearchParams(next));
    setSheetOpen(false);
  };
  const reset = () => {
    setParams(new URLSearchParams());
    setSheetOpen(false);
  };
  const panel = (
    <FilterPanel
      key={params.toString()}
      filters={filters}
      facets={facets.data}
      onApply={apply}
      onReset={reset}
    />
  );

  // A first load that failed shows the failure, never "No Talents Found"; a later failure (the next
  // page, a refresh) keeps what is shown.
  const firstLoadFailed = list.isError && !list.data;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  // A filtered list counts up to a bound and says "more than" beyond it (ADR 62).
  const capped = list.data?.pages[0]?.totalCapped === true;

  return (
    <div className="mt-8 grid gap-8 md:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
      <aside className="hidden md:block" aria-label={t("talents.list.filterAside")}>
        {panel}
      </aside>
      <div className="min-w-0">
        <DistanceSearchSlot filters={filters} onChange={apply} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.isPending || (firstLoadFailed && list.isFetching)
              ? t("talents.list.searching")
              : firstLoadFailed
                ? t("talents.list.notLoaded")
                : capped
                  ? t("talents.list.countMore", { count: total })
                  : t("talents.list.count", { count: total })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <SearchActions query={params.toString()} />
            <Button
              ref={filtersButton}
              type="button"
              variant="outline"
              className="md:hidden"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onClick={() => setSheetOpen(true)}
            >
              <SlidersHorizontal aria-hidden /> {t("talents.filters.title")}
            </Button>
            <LazySheet
              open={sheetOpen}
              onOpenChange={setSheetOpen}
              side="bottom"
              title={t("talents.filters.title")}
              triggerRef={filtersButton}
            >
              {panel}
            </LazySheet>
            <fieldset className="flex rounded-md border border-border">
              <legend className="sr-only">{t("talents.list.view")}</legend>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("talents.list.gridView")}
                aria-pressed={layout === "grid"}
                onClick={() => setLayout("grid")}
              >
                <LayoutGrid aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("talents.list.listView")}
                aria-pressed={layout === "list"}
                onClick={() => setLayout("list")}
              >
                <List aria-hidden />
              </Button>
            </fieldset>
          </div>
        </div>

        {list.isPending ? (
          <ul
            aria-busy="true"
            aria-label={t("talents.list.loading")}
            className={cn("mt-6", gridClass(layout))}
          >
            {SKELETON_CARDS.map((key) => (
              <li key={key}>
                <TalentCardSkeleton layout={layout} />
              </li>
            ))}
          </ul>
        ) : firstLoadFailed ? (
          <LoadFailure
            className="mt-6"
            title={t("talents.list.loadFailed")}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center py-24 text-center">
            <UsersRound className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="mt-4 font-display text-2xl font-semibold">{t("talents.list.empty.title")}</h2>
            <p className="mt-2 text-muted-foreground">{t("talents.list.empty.text")}</p>
          </div>
        ) : (
          <>
            <ul className={cn("mt-6", gridClass(layout))}>
              {items.map((talent, index) => (
                <li
                  key={talent.id}
                  className={index < FIRST_SCREEN_CARDS ? undefined : BELOW_THE_FIRST_SCREEN}
                >
                  <TalentCard talent={talent} layout={layout} priority={index === 0} />
                  {talent.distanceKm === undefined ? null : (
                    <p className={cn("text-sm font-medium", layout === "grid" ? "mt-1" : "mt-1.5 px-3")}>
                      {t("distance.card.away", { distance: number(talent.distanceKm) })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <div ref={sentinel} className="flex justify-center py-8">
              {list.isFetchNextPageError ? (
                <LoadFailure
                  title={t("talents.list.moreFailed")}
                  error={list.error}
                  onRetry={() => void list.fetchNextPage()}
                  retrying={list.isFetchingNextPage}
                />
              ) : list.hasNextPage ? (
                <Button
                  variant="outline"
                  onClick={() => list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? t("talents.list.loadingMore") : t("talents.list.loadMore")}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
