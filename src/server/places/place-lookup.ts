import type { Language } from "#shared/i18n/languages";
import type { Place } from "#shared/places/places.schema";
import { type Gazetteer, loadGazetteer } from "./gazetteer.ts";

/** A place of the gazetteer with everything it knows about it. */
export type PlaceRecord = {
  /** The GeoNames id. */
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The GeoNames code of its first-level region ("02" for Bavaria, "IL" for Illinois). */
  adminCode: string;
  population: number;
  /** Degrees, WGS 84. */
  latitude: number;
  longitude: number;
};

/** The record at a position of the gazetteer's arrays. */
export function placeAt(g: Gazetteer, index: number): PlaceRecord {
  return {
    id: g.ids[index] as number,
    name: g.names[index] as string,
    country: g.countries[index] as string,
    adminCode: g.adminCodes[index] as string,
    population: g.populations[index] as number,
    latitude: g.latitudes[index] as number,
    longitude: g.longitudes[index] as number,
  };
}

/** A place by its GeoNames id; null when the gazetteer has none with that id. */
export function findPlace(id: number): PlaceRecord | null {
  const g = loadGazetteer();
  const index = g.indexOf.get(id);
  return index === undefined ? null : placeAt(g, index);
}

/** Where a place is (degrees, WGS 84), for search by distance; null for an unknown id. */
export function placeCoordinates(id: number): { latitude: number; longitude: number } | null {
  const place = findPlace(id);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

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
export function placeLabel(place: Pick<PlaceRecord, "country" | "adminCode">, language: Language): string {
  const country = countryName(place.country, language);
  return place.country === "US" && /^[A-Z]{2}$/.test(place.adminCode)
    ? `${place.adminCode}, ${country}`
    : country;
}

/** A place as the API answers it: its name, label in a language and coordinates. */
export function describePlace(id: number, language: Language): Place | null {
  const place = findPlace(id);
  if (!place) return null;
  return {
    id: place.id,
    name: place.name,
    label: placeLabel(place, language),
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
