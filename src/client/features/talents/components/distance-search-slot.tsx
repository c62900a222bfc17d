import { lazy, Suspense } from "react";
import { useHydrated } from "#client/lib/use-hydrated.ts";
import type { TalentFilters } from "#shared/talents/talent-filter-params";

// The place search and "Near me" load once the page has hydrated: the list's first visit does without
// their JavaScript (ADR 56).
const DistanceSearch = lazy(() =>
  import("./distance-search.tsx").then((m) => ({ default: m.DistanceSearch })),
);

/** Keeps the search by distance's room while its code loads, so the list below does not jump. */
const placeholder = <div aria-hidden className="h-[12.5rem] rounded-xl border border-border sm:h-[9.5rem]" />;

/** The search by distance, rendered after hydration (the server and the first render show its room). */
export function DistanceSearchSlot(props: {
  filters: TalentFilters;
  onChange: (filters: TalentFilters) => void;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DistanceSearch {...props} />
    </Suspense>
  );
}
