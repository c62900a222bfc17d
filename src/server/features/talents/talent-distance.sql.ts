import { type ExpressionBuilder, type RawBuilder, sql } from "kysely";
import type { Database } from "#server/db/schema";
import { EARTH_RADIUS_M, type GeoPoint } from "#shared/talents/talent-distance";

type TalentsEb = ExpressionBuilder<Database, "talents">;

/** A search by distance: its centre and how far around it, in metres. */
export type DistanceFilter = GeoPoint & { radiusM: number };

/** Decimals of a centre's degrees: six, about 0.1 m (a place's coordinates have five at most). */
const CENTRE_DECIMALS = 6;
const roundDegrees = (degrees: number) =>
  Math.round(degrees * 10 ** CENTRE_DECIMALS) / 10 ** CENTRE_DECIMALS || 0;

/**
 * A search by distance around a point, its degrees rounded to six decimals: no tiny number reaches
 * PostgreSQL's trigonometry, which refuses a result that underflows.
 */
export const distanceFilter = (centre: GeoPoint, radiusKm: number): DistanceFilter => ({
  latitude: roundDegrees(centre.latitude),
  longitude: roundDegrees(centre.longitude),
  radiusM: radiusKm * 1000,
});

/** A box of latitudes and of longitudes (one range, or two where it crosses the antimeridian). */
export type GeoBox = { minLat: number; maxLat: number; lngRanges: [number, number][] };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
/** A little more than the box needs, so floating-point rounding never leaves a point out. */
const MARGIN_DEGREES = 1e-6;

/**
 * The smallest box of latitudes and longitudes around every point within the radius of the centre,
 * on a sphere (the bounding coordinates of a circle: its widest longitudes are reached at the
 * latitude where a meridian touches it). A circle around a pole spans every longitude.
 */
export function boundingBox({ latitude, longitude, radiusM }: DistanceFilter): GeoBox {
  const angle = radiusM / EARTH_RADIUS_M;
  const minLat = latitude - toDegrees(angle) - MARGIN_DEGREES;
  const maxLat = latitude + toDegrees(angle) + MARGIN_DEGREES;
  if (minLat <= -90 || maxLat >= 90) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lngRanges: [[-180, 180]] };
  }
  const ratio = Math.sin(angle) / Math.cos(toRadians(latitude));
  if (ratio >= 1) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  const spread = toDegrees(Math.asin(ratio)) + MARGIN_DEGREES;
  const west = longitude - spread;
  const east = longitude + spread;
  if (west < -180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  if (east > 180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  return { minLat, maxLat, lngRanges: [[west, east]] };
}

/**
 * The great-circle distance in metres from the centre to a talent's place, on a sphere of the mean
 * Earth radius. PostgreSQL: earthdistance's earth_distance, which measures on a sphere of earth()
 * metres (6,378,168 unless changed), scaled to the same radius; SQLite: the haversine formula with
 * SQLite's math functions. Both are exact great-circle distances, equal to within floating-point
 * rounding (ADR 56).
 */
export function distanceExpression(centre: GeoPoint, postgres: boolean): RawBuilder<number> {
  if (postgres) {
    return sql<number>`(earth_distance(ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8), ll_to_earth(talents.latitude, talents.longitude)) * (${EARTH_RADIUS_M}::float8 / earth()))`;
  }
  const lat = toRadians(centre.latitude);
  return sql<number>`(2 * ${EARTH_RADIUS_M} * asin(min(1, sqrt(
    pow(sin((radians(talents.latitude) - ${lat}) / 2), 2)
    + ${Math.cos(lat)} * cos(radians(talents.latitude)) * pow(sin((radians(talents.longitude) - ${toRadians(centre.longitude)}) / 2), 2)
  ))))`;
}

/**
 * SQLite: the ids of the talents whose point is in the circle's box, from the R*Tree: its box query
 * finds the keys, each key its talent id by the keys' primary key (CROSS JOIN keeps SQLite's join
 * order as written; otherwise it may scan the keys and look each point up in the R*Tree).
 */
export function sqliteBoxTalentIds<Row>(filter: DistanceFilter): RawBuilder<Row> {
  const box = boundingBox(filter);
  const longitudes = box.lngRanges.map(
    ([west, east]) => sql`(g.max_lng >= ${west} and g.min_lng <= ${east})`,
  );
  return sql<Row>`(select k.talent_id from talent_geo g cross join talent_geo_keys k on k.key = g.key
    where g.max_lat >= ${box.minLat} and g.min_lat <= ${box.maxLat} and (${sql.join(longitudes, sql` or `)}))`;
}

/**
 * Talents within the radius: the index narrows them to a box (earth_box and the GiST index on
 * PostgreSQL, the R*Tree on SQLite: migration 2026-12-02-20), the exact distance decides. With
 * `boxJoined` (SQLite) the query joins the box's talents itself (`sqliteBoxTalentIds`), and only the
 * exact distance is left to compare.
 */
export function distanceCondition(
  eb: TalentsEb,
  filter: DistanceFilter,
  postgres: boolean,
  boxJoined = false,
) {
  const within = eb(distanceExpression(filter, postgres), "<=", filter.radiusM);
  if (boxJoined && !postgres) return within;
  if (postgres) {
    return eb.and([
      eb("talents.latitude", "is not", null),
      eb("talents.longitude", "is not", null),
      eb(
        sql`earth_box(ll_to_earth(${filter.latitude}::float8, ${filter.longitude}::float8), ${filter.radiusM}::float8 * earth() / ${EARTH_RADIUS_M}::float8)`,
        "@>",
        sql`ll_to_earth(talents.latitude, talents.longitude)`,
      ),
      within,
    ]);
  }
  return eb.and([eb("talents.id", "in", sqliteBoxTalentIds<string>(filter)), within]);
}

/**
 * Talents are placed at their place's coordinates, so a city's talents share one point, and a search
 * around that city lists them first. The engines compute their distance as 0 or a rounding error
 * (about 1e-10 m on SQLite); two different stored points (a gazetteer's five decimals of a degree)
 * are far more than this apart away from the poles, so a talent this close stands at the centre.
 */
export const AT_CENTRE_M = 1e-6;
/** Near a pole the points of different longitudes come together; the centre's own talents are read apart only up to this latitude. */
const AT_CENTRE_MAX_LATITUDE = 85;

/**
 * Whether the talents at the centre's very coordinates are all those within AT_CENTRE_M of it: not
 * near a pole, nor on the antimeridian, where -180° and 180° are one longitude.
 */
export const centreStandsAlone = (filter: DistanceFilter) =>
  Math.abs(filter.latitude) <= AT_CENTRE_MAX_LATITUDE && Math.abs(filter.longitude) < 180;

/**
 * The talents at the centre's very coordinates, read through an index on status, latitude,
 * longitude, then the list's order (migration 2026-12-03-12). Only where `centreStandsAlone`.
 */
export function atCentreCondition(eb: TalentsEb, filter: DistanceFilter) {
  return eb.and([
    eb("talents.latitude", "=", filter.latitude),
    eb("talents.longitude", "=", filter.longitude),
  ]);
}
