import type { GeoPoint } from "#shared/talents/talent-distance";
import { distanceRadiusOf, type TalentFilters } from "#shared/talents/talent-filters";
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
  const centre = filters.place === undefined ? filters.near : placeCentre(filters.place);
  return centre ? distanceFilter(centre, radiusKm) : null;
}
