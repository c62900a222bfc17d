import { useQueries } from "@tanstack/react-query";
import { useLanguage } from "#client/lib/i18n/use-t.ts";
import { countryName, placeText } from "#shared/places/place-label";
import type { TalentPlace } from "#shared/talents/talent.schema";
import { placeQueryOptions } from "./places-api.ts";

/**
 * Names the places of the given ids as the page's language reads them ("München, Deutschland",
 * "Springfield, IL, United States"), asking the server for each (GET /api/places/{id}); a place
 * not named yet, or that could not be loaded, reads as its country.
 */
export function usePlaceText(ids: readonly number[]): (place: TalentPlace) => string {
  const language = useLanguage();
  const answers = useQueries({ queries: ids.map((id) => placeQueryOptions(language, id)) });
  const named = new Map(answers.flatMap((answer) => (answer.data ? [[answer.data.id, answer.data]] : [])));
  return (place) => {
    const known = named.get(place.id);
    return known ? placeText(known) : countryName(place.country, language);
  };
}
