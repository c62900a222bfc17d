import type { Language } from "#shared/i18n/languages";
import { placeLabel, type RecordedPlace } from "#shared/places/place-label";
import type { Place } from "#shared/places/places.schema";
import type { TalentPlace } from "#shared/talents/talent.schema";
import { type Gazetteer, loadGazetteer } from "./gazetteer.ts";
import { PLACE_ALIASES } from "./place-aliases.ts";

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

/**
 * A place as a profile stores it (its id, country and coordinates, all from the gazetteer); null for
 * an id the gazetteer lacks.
 */
export function talentPlaceOf(id: number): TalentPlace | null {
  const place = findPlace(id);
  return place
    ? { id: place.id, country: place.country, latitude: place.latitude, longitude: place.longitude }
    : null;
}

/**
 * A profile's place as the audit trail records it: its name and region from the gazetteer (the country
 * alone, as stored, should the gazetteer no longer have it); null for none.
 */
export function recordedPlace(place: TalentPlace | null): RecordedPlace | null {
  if (!place) return null;
  const record = findPlace(place.id);
  return {
    id: place.id,
    name: record?.name ?? "",
    country: record?.country ?? place.country,
    adminCode: record?.adminCode ?? "",
  };
}

/** Where a place is (degrees, WGS 84), for search by distance; null for an unknown id. */
export function placeCoordinates(id: number): { latitude: number; longitude: number } | null {
  const place = findPlace(id);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/**
 * A place as the API answers it: its name (the alias in the language when there is one: München on a
 * German page), label in the language and coordinates.
 */
export function describePlace(id: number, language: Language): Place | null {
  const place = findPlace(id);
  if (!place) return null;
  const alias = PLACE_ALIASES.find((a) => a.id === id && a.lang === language);
  return {
    id: place.id,
    name: alias?.name ?? place.name,
    label: placeLabel(place, language),
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
