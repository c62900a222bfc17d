import { z } from "zod";
import { TALENT_STATUSES } from "#shared/talents/talent.schema";

/** The most profiles the list of locations without a place shows at once. */
export const UNPLACED_LOCATIONS_LIMIT = 200;

/** A profile whose location is free text that names no place of the gazetteer. */
export const UnplacedLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The text the talent wrote, as it is. */
  location: z.string(),
  status: z.enum(TALENT_STATUSES),
});
export type UnplacedLocation = z.infer<typeof UnplacedLocationSchema>;

export const UnplacedLocationsSchema = z.object({
  /** At most UNPLACED_LOCATIONS_LIMIT, by location then name. */
  items: z.array(UnplacedLocationSchema),
  /** How many there are in all. */
  total: z.number().int(),
});
export type UnplacedLocations = z.infer<typeof UnplacedLocationsSchema>;
