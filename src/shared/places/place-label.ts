import { z } from "zod";
import type { Language } from "#shared/i18n/languages";

const countryNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in a language (Intl.DisplayNames), or its code when the runtime has none. */
export function countryName(country: string, language: Language): string {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
    countryNames.set(language, names);
  }
  try {
    return names.of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * Where a place is, as a suggestion's second line says it: the country's name in the page's language,
 * after a US state's postal code (the one region code people read; GeoNames' other region codes are
 * numbers).
 */
export function placeLabel(place: { country: string; adminCode: string }, language: Language): string {
  const country = countryName(place.country, language);
  return place.country === "US" && /^[A-Z]{2}$/.test(place.adminCode)
    ? `${place.adminCode}, ${country}`
    : country;
}

/** A place as people read it: its name, then where it is ("Munich, Germany", "Springfield, IL, United States"). */
export const placeText = (place: { name: string; label: string }): string => `${place.name}, ${place.label}`;

/**
 * A place as the audit trail records it (ADR 21: values as they were, worded when read): its GeoNames
 * id, the gazetteer's name, its country (ISO 3166-1 alpha-2) and first-level region code, enough to
 * name it in the reader's language.
 */
export const RecordedPlaceSchema = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string(),
  adminCode: z.string(),
});
export type RecordedPlace = z.infer<typeof RecordedPlaceSchema>;

/** A recorded place in a language: "Munich, Germany" (the country alone if the gazetteer had no name). */
export function recordedPlaceText(place: RecordedPlace, language: Language): string {
  const label = placeLabel(place, language);
  return place.name ? placeText({ name: place.name, label }) : label;
}
