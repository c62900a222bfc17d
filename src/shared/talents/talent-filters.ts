import { z } from "zod";

// Reading and writing the URL form needs no zod, so the client's first visit carries none (it must
// stay within 150 KiB of JavaScript);
// TalentFiltersSchema below is the shape, and talent-filter-params.test.ts checks the two agree.
import { type DistanceRadiusKm, isDistanceRadius, isPlaceId, parseNear } from "./talent-distance.ts";
import { isEyeColour, isHairColour, isShoeSizeFilter, type TalentFilters } from "./talent-filter-params.ts";

export {
  distanceRadiusOf,
  parseTalentFilters,
  talentFiltersFromQuery,
  talentFiltersToSearchParams,
} from "./talent-filter-params.ts";

/** Talents per page of the public list. */
export const TALENTS_PAGE_SIZE = 24;

const optionalInt = z.coerce.number().int().min(0).max(1000).optional().catch(undefined);
const optionalShoeSize = z.coerce.number().refine(isShoeSizeFilter).optional().catch(undefined);
const list = z.array(z.string().trim().min(1).max(100)).max(50).default([]);
/** Colours from their list; any other value is left out. */
const colours = <T extends string>(known: (value: string) => value is T) =>
  z
    .array(z.string())
    .default([])
    .transform((values) => values.map((value) => value.trim()).filter(known));

/** The public list's filters, as they live in the URL query and the API. */
export const TalentFiltersSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  category: list,
  subcategory: list,
  location: list,
  languages: list,
  payment: list,
  ageMin: optionalInt,
  ageMax: optionalInt,
  heightMin: optionalInt,
  heightMax: optionalInt,
  bustMin: optionalInt,
  bustMax: optionalInt,
  waistMin: optionalInt,
  waistMax: optionalInt,
  hipsMin: optionalInt,
  hipsMax: optionalInt,
  inseamMin: optionalInt,
  inseamMax: optionalInt,
  shoeMin: optionalShoeSize,
  shoeMax: optionalShoeSize,
  hair: colours(isHairColour),
  eyes: colours(isEyeColour),
  place: z.coerce.number().refine(isPlaceId).optional().catch(undefined),
  near: z
    .string()
    .transform((value) => parseNear(value))
    .optional()
    .catch(undefined),
  radius: z.coerce
    .number()
    .refine(isDistanceRadius)
    .transform((n) => n as DistanceRadiusKm)
    .optional()
    .catch(undefined),
});
export type { TalentFilters };

// The hand-written type and the schema's stay one and the same.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof TalentFiltersSchema>, TalentFilters> = true;
void schemaMatchesType;
