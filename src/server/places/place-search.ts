import type { Language } from "#shared/i18n/languages";
import { foldPlaceName } from "#shared/places/fold-place-name";
import type { PlaceSuggestion } from "#shared/places/places.schema";
import { firstKeyFrom, type Gazetteer, loadGazetteer } from "./gazetteer.ts";
import { PLACE_ALIASES } from "./place-aliases.ts";
import { placeLabel } from "./place-lookup.ts";

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

/** Every place one of whose names starts with the folded text, each with its best-matching spelling. */
export function matchingPlaces(g: Gazetteer, folded: string, language: Language): Match[] {
  const best = new Map<number, Match>();
  for (let k = firstKeyFrom(g, folded); k < g.keys.length && (g.keys[k] as string).startsWith(folded); k++) {
    const match = {
      place: g.keyPlaces[k] as number,
      exact: g.keys[k] === folded,
      alias: g.keyAliases[k] as number,
    };
    const current = best.get(match.place);
    if (!current || isBetter(match, current, language)) best.set(match.place, match);
  }
  return [...best.values()];
}

/**
 * The places a typed text may mean, best first: whole-name matches before prefix matches, then the
 * larger population. Case, accents and German umlaut spellings do not matter (foldPlaceName).
 */
export function searchPlaces(text: string, language: Language, limit = MAX_SUGGESTIONS): PlaceSuggestion[] {
  const folded = foldPlaceName(text);
  if (!folded) return [];
  const g = loadGazetteer();
  return matchingPlaces(g, folded, language)
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        (g.populations[b.place] as number) - (g.populations[a.place] as number) ||
        (g.ids[a.place] as number) - (g.ids[b.place] as number),
    )
    .slice(0, limit)
    .map((match) => {
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
