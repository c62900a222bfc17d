import type { TalentFilters } from "./talent-filter-params.ts";

/**
 * Search by distance: the radii a visitor may choose, the centre's coarse form, and how a distance is
 * shown. The URL's parameters are read as text by ./talent-filter-params.ts; these turn them into
 * numbers (the server, and the list's distance search, which loads after the first visit).
 */

/** The radii the list offers, in kilometres. */
export const DISTANCE_RADII_KM = [10, 25, 50, 100, 250] as const;
export type DistanceRadiusKm = (typeof DISTANCE_RADII_KM)[number];
/** The radius when a centre is set and no radius is. */
export const DEFAULT_RADIUS_KM: DistanceRadiusKm = 50;

/** The mean Earth radius (IUGG), in metres: the one both databases compute distances with. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** A point in degrees (WGS 84). */
export type GeoPoint = { latitude: number; longitude: number };

/**
 * What each parameter of the search by distance accepts: a GeoNames id; latitude,longitude in degrees
 * within range, two decimals at most (about 1 km); one of the radii above.
 */
const DISTANCE_PATTERNS = {
  place: /^[1-9]\d{0,9}$/,
  near: /^-?(?:90(?:\.00?)?|[1-8]?\d(?:\.\d\d?)?),-?(?:180(?:\.00?)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d\d?)?)$/,
  radius: /^(?:10|25|50|100|250)$/,
};

/** Whether a value is one a distance parameter accepts. */
export const isDistanceParam = (key: keyof typeof DISTANCE_PATTERNS, value: string): boolean =>
  DISTANCE_PATTERNS[key].test(value);

/**
 * The distance parameters of filters as the list uses them: only those it accepts, and a position
 * only without a place.
 */
export function distanceParamsOf(filters: Pick<TalentFilters, "place" | "near" | "radius">) {
  const accepted = (key: keyof typeof DISTANCE_PATTERNS) => {
    const value = filters[key];
    return value && isDistanceParam(key, value) ? value : undefined;
  };
  const place = accepted("place");
  return { place, near: place ? undefined : accepted("near"), radius: accepted("radius") };
}

/** The radius of a search by distance, in kilometres: none without a centre, else the one chosen or 50. */
export function distanceRadiusOf(
  filters: Pick<TalentFilters, "place" | "near" | "radius">,
): number | undefined {
  const { place, near, radius } = distanceParamsOf(filters);
  if (!place && !near) return undefined;
  return radius ? Number(radius) : DEFAULT_RADIUS_KM;
}

/** Decimals a "near me" centre keeps: two, about a kilometre, so it never names a street. */
const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

/** A position rounded to the coarse form the list uses and the URL carries. */
export const coarsePoint = (point: GeoPoint): GeoPoint => ({
  latitude: round2(point.latitude),
  longitude: round2(point.longitude),
});

/** The centre a `near` value names ("48.14,11.58"), or undefined when it is not one the URL accepts. */
export function parseNear(value: string): GeoPoint | undefined {
  if (!isDistanceParam("near", value)) return undefined;
  const [latitude, longitude] = value.split(",").map(Number);
  return { latitude: latitude ?? 0, longitude: longitude ?? 0 };
}

/** A position as the URL carries it, rounded to two decimals. */
export function formatNear(point: GeoPoint): string {
  const { latitude, longitude } = coarsePoint(point);
  return `${latitude},${longitude}`;
}

/** A distance as the list shows it, in kilometres: 0.1 km under 10 km, whole kilometres from there. */
export function shownDistanceKm(metres: number): number {
  const km = metres / 1000;
  return km < 9.95 ? Math.round(km * 10) / 10 : Math.round(km);
}
