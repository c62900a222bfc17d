/**
 * Search by distance: the radii a visitor may choose, the centre's coarse form, and how a distance is
 * shown. No zod here: the public list's first visit reads the URL through these.
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

export const isDistanceRadius = (n: number): n is DistanceRadiusKm =>
  (DISTANCE_RADII_KM as readonly number[]).includes(n);

/** A GeoNames id: a positive whole number. */
export const isPlaceId = (n: number): boolean => Number.isSafeInteger(n) && n > 0;

/** Decimals a "near me" centre keeps: two, about a kilometre, so it never names a street. */
const NEAR_DECIMALS = 2;
const round = (n: number, decimals: number) => {
  const factor = 10 ** decimals;
  // Number.EPSILON keeps 0.125 from rounding down through its binary form; -0 becomes 0.
  return Math.round((n + Math.sign(n) * Number.EPSILON) * factor) / factor || 0;
};

/** A position rounded to the coarse form the list uses and the URL carries. */
export const coarsePoint = (point: GeoPoint): GeoPoint => ({
  latitude: round(point.latitude, NEAR_DECIMALS),
  longitude: round(point.longitude, NEAR_DECIMALS),
});

const NEAR = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * The centre a `near` value names ("48.14,11.58"), rounded to two decimals; undefined unless both
 * are numbers in range (latitude -90..90, longitude -180..180).
 */
export function parseNear(value: string): GeoPoint | undefined {
  const match = NEAR.exec(value.trim());
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return coarsePoint({ latitude, longitude });
}

/** A centre as the URL carries it, two decimals at most. */
export function formatNear(point: GeoPoint): string {
  const coarse = coarsePoint(point);
  return `${coarse.latitude},${coarse.longitude}`;
}

/** A distance as the list shows it, in kilometres: 0.1 km under 10 km, whole kilometres from there. */
export function shownDistanceKm(metres: number): number {
  const km = metres / 1000;
  return km < 9.95 ? round(km, 1) : Math.round(km);
}
