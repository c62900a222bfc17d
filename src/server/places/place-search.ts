import type { Language } from "#shared/i18n/languages";
import { foldPlaceName } from "#shared/places/fold-place-name";
import { placeLabel } from "#shared/places/place-label";
import type { PlaceSuggestion } from "#shared/places/places.schema";
import { firstKeyFrom, type Gazetteer, loadGazetteer } from "./gazetteer.ts";
import { PLACE_ALIASES } from "./place-aliases.ts";

/** The most suggestions the search answers. */
export const MAX_SUGGESTIONS = 8;

/** A key that matched: its place, whether it matched whole, and the alias it came from (-1: the name). */
type Match = { place: number; exact: boolean; alias: number };

/** How well a matched spelling suits the page: an alias in its language, the name, any other alias. */
function spellingRank(alias: number, language: Language): number {
  if (alias < 0) return 1;
  return PLACE_ALIASES[alias]?.lang === language ? 2 : 0;
}

/** Whether `a` is the better of two matches of the same place. */
function isBetter(a: Match, b: Match, language: Language): boolean {
  if (a.exact !== b.exact) return a.exact;
  return spellingRank(a.alias, language) > spellingRank(b.alias, language);
}

/** Every place one of whose names or aliases, folded, is exactly the folded text. */
export function exactMatches(g: Gazetteer, folded: string): Match[] {
  const found = new Map<number, Match>();
  for (let k = firstKeyFrom(g, folded); k < g.keys.length && g.keys[k] === folded; k++) {
    const place = g.keyPlaces[k] as number;
    if (!found.has(place)) found.set(place, { place, exact: true, alias: g.keyAliases[k] as number });
  }
  return [...found.values()];
}

/**
 * The `limit` best places one of whose names starts with the folded text: whole-name matches first,
 * then by population. One walk over the keys with the prefix, keeping only the best few, so a short
 * prefix shared by thousands of names costs no sort of them all.
 */
function bestMatches(g: Gazetteer, folded: string, language: Language, limit: number): Match[] {
  const best: (Match & { score: number })[] = [];
  for (let k = firstKeyFrom(g, folded); k < g.keys.length && (g.keys[k] as string).startsWith(folded); k++) {
    const place = g.keyPlaces[k] as number;
    const exact = g.keys[k] === folded;
    // Whole names rank above every prefix match; within each, the larger population first.
    const score = (exact ? 2 ** 32 : 0) + (g.populations[place] as number);
    const full = best.length >= limit;
    const same = best.findIndex((entry) => entry.place === place);
    const match = { place, exact, alias: g.keyAliases[k] as number, score };
    if (same >= 0) {
      const current = best[same] as Match & { score: number };
      if (isBetter(match, current, language)) best[same] = match;
    } else if (!full || score > (best[best.length - 1] as { score: number }).score) {
      if (full) best.pop();
      best.push(match);
    } else continue;
    best.sort((a, b) => b.score - a.score || (g.ids[a.place] as number) - (g.ids[b.place] as number));
  }
  return best;
}

/**
 * The places a typed text may mean, best first: whole-name matches before prefix matches, then the
 * larger population. Case, accents and German umlaut spellings do not matter (foldPlaceName).
 */
export function searchPlaces(text: string, language: Language, limit = MAX_SUGGESTIONS): PlaceSuggestion[] {
  const folded = foldPlaceName(text);
  if (!folded) return [];
  const g = loadGazetteer();
  return bestMatches(g, folded, language, limit).map((match) => {
    const alias = PLACE_ALIASES[match.alias];
    const country = g.countries[match.place] as string;
    return {
      id: g.ids[match.place] as number,
      name: alias ? alias.name : (g.names[match.place] as string),
      label: placeLabel({ country, adminCode: g.adminCodes[match.place] as string }, language),
      country,
    };
  });
}
