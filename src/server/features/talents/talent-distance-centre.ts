import {
  distanceParamsOf,
  distanceRadiusOf,
  type GeoPoint,
  parseNear,
} from "#shared/talents/talent-distance";
import type { TalentFilters } from "#shared/talents/talent-filters";
import { type DistanceFilter, distanceFilter } from "./talent-distance.sql.ts";

/** A place's coordinates by its GeoNames id, or null when the gazetteer has no such place. */
export type PlaceCentre = (placeId: number) => GeoPoint | null;

/**
 * The search by distance the filters name: undefined without a centre; null when their place is not
 * one of the gazetteer's. A place's coordinates come from the gazetteer, a position from the filters.
 */
export function distanceOfFilters(
  filters: TalentFilters,
  placeCentre: PlaceCentre,
): DistanceFilter | undefined | null {
  const radiusKm = distanceRadiusOf(filters);
  if (radiusKm === undefined) return undefined;
  const { place, near } = distanceParamsOf(filters);
  const centre = place ? placeCentre(Number(place)) : near ? parseNear(near) : undefined;
  return centre ? distanceFilter(centre, radiusKm) : null;
}
