import { foldPlaceName } from "#shared/places/fold-place-name";
import { loadGazetteer } from "./gazetteer.ts";
import { findPlace, type PlaceRecord } from "./place-lookup.ts";
import { matchingPlaces } from "./place-search.ts";

/** How many times larger the largest place of a name must be than the next to be the obvious one. */
export const OBVIOUS_FACTOR = 10;

/**
 * The one place a free text names, or null when none or several fit. The text matches a place when,
 * folded, it equals the place's name or one of its aliases as a whole. One such place: it. Several:
 * the largest, but only when it has at least ten times the population of the next (Paris in France
 * over Paris in Texas); otherwise the text stays ambiguous (Springfield).
 */
export function unambiguousPlace(text: string): PlaceRecord | null {
  const folded = foldPlaceName(text);
  if (!folded) return null;
  const g = loadGazetteer();
  const matches = matchingPlaces(g, folded, "en").filter((match) => match.exact);
  const byPopulation = [...matches].sort(
    (a, b) => (g.populations[b.place] as number) - (g.populations[a.place] as number),
  );
  const [first, second] = byPopulation;
  if (!first) return null;
  if (
    second &&
    (g.populations[first.place] as number) < OBVIOUS_FACTOR * (g.populations[second.place] as number)
  )
    return null;
  return findPlace(g.ids[first.place] as number);
}
