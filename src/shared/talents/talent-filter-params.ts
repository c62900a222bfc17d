import { EYE_COLOURS, type EyeColour, HAIR_COLOURS, type HairColour } from "#shared/measurements/fields";

/** The public list's filters, as they live in the URL query and the API (TalentFiltersSchema's shape). */
export type TalentFilters = {
  q?: string | undefined;
  category: string[];
  subcategory: string[];
  location: string[];
  languages: string[];
  payment: string[];
  ageMin?: number | undefined;
  ageMax?: number | undefined;
  /** Whole centimetres, compared with the measurements rounded to whole centimetres (ADR 48). */
  heightMin?: number | undefined;
  heightMax?: number | undefined;
  bustMin?: number | undefined;
  bustMax?: number | undefined;
  waistMin?: number | undefined;
  waistMax?: number | undefined;
  hipsMin?: number | undefined;
  hipsMax?: number | undefined;
  inseamMin?: number | undefined;
  inseamMax?: number | undefined;
  /** EU shoe sizes, whole or half. */
  shoeMin?: number | undefined;
  shoeMax?: number | undefined;
  /** Any of these hair colours. */
  hair: HairColour[];
  /** Any of these eye colours. */
  eyes: EyeColour[];
  /**
   * The centre of a search by distance, as the URL writes it (./talent-distance.ts checks and reads
   * it): a place of the gazetteer, its GeoNames id ("2867714")...
   */
  place?: string | undefined;
  /** ...or the visitor's position, "48.14,11.58", two decimals at most (about 1 km); a place wins. */
  near?: string | undefined;
  /** Kilometres around the centre, one of DISTANCE_RADII_KM; 50 when a centre is set without one. */
  radius?: string | undefined;
};

const LIST_KEYS = ["category", "subcategory", "location", "languages", "payment"] as const;
/** The whole-number filters: age in years, the lengths in centimetres. */
export const WHOLE_NUMBER_FILTER_KEYS = [
  "ageMin",
  "ageMax",
  "heightMin",
  "heightMax",
  "bustMin",
  "bustMax",
  "waistMin",
  "waistMax",
  "hipsMin",
  "hipsMax",
  "inseamMin",
  "inseamMax",
] as const;
export const SHOE_FILTER_KEYS = ["shoeMin", "shoeMax"] as const;
const NUMBER_KEYS = [...WHOLE_NUMBER_FILTER_KEYS, ...SHOE_FILTER_KEYS] as const;
const MAX_TERM = 100;
const MAX_VALUE = 100;
const MAX_VALUES = 50;
const MAX_NUMBER = 1000;

/**
 * The search by distance's parameters, kept as the URL writes them: the list's first visit carries
 * no more than their names. ./talent-distance.ts checks and reads them (the API refuses a value it
 * does not accept, and a place wins over a position).
 */
const DISTANCE_KEYS = ["place", "near", "radius"] as const;

/** Filters that filter nothing: every list empty, no value set. */
export const noTalentFilters = (): TalentFilters => ({
  category: [],
  subcategory: [],
  location: [],
  languages: [],
  payment: [],
  hair: [],
  eyes: [],
});

/** A whole number from 0 to 1000. */
export const isWholeNumberFilter = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_NUMBER;

/** A whole or half number from 0 to 1000 (EU shoe sizes come in halves). */
export const isShoeSizeFilter = (n: number): boolean => Number.isInteger(n * 2) && n >= 0 && n <= MAX_NUMBER;

export const isHairColour = (value: string): value is HairColour =>
  (HAIR_COLOURS as readonly string[]).includes(value);

export const isEyeColour = (value: string): value is EyeColour =>
  (EYE_COLOURS as readonly string[]).includes(value);

/** A number as Number() reads it when the rule accepts it; anything else is no filter. */
function optionalNumber(value: string, accepts: (n: number) => boolean): number | undefined {
  const number = Number(value);
  return accepts(number) ? number : undefined;
}

/** A query's values under a key, in order: several when the key repeats, none when it is absent. */
type QueryValues = (key: string) => string[];

/**
 * Reads filters from a query; repeated keys select several values, junk is ignored: a bad term or
 * number, or a colour that is not in its list, is left out, and a list with an empty or overlong
 * value, or more than 50 values, drops every filter (TalentFiltersSchema's rules, without zod).
 */
function readTalentFilters(valuesOf: QueryValues): TalentFilters {
  const filters = noTalentFilters();
  for (const key of LIST_KEYS) {
    const values = valuesOf(key)
      .filter(Boolean)
      .map((value) => value.trim());
    if (values.length > MAX_VALUES || values.some((v) => v.length < 1 || v.length > MAX_VALUE)) {
      return noTalentFilters();
    }
    filters[key] = values;
  }
  const q = valuesOf("q")[0];
  if (q) {
    const term = q.trim();
    filters.q = term.length <= MAX_TERM ? term : undefined;
  }
  for (const key of WHOLE_NUMBER_FILTER_KEYS) {
    const value = valuesOf(key)[0];
    if (value) filters[key] = optionalNumber(value, isWholeNumberFilter);
  }
  for (const key of SHOE_FILTER_KEYS) {
    const value = valuesOf(key)[0];
    if (value) filters[key] = optionalNumber(value, isShoeSizeFilter);
  }
  filters.hair = valuesOf("hair")
    .map((value) => value.trim())
    .filter(isHairColour);
  filters.eyes = valuesOf("eyes")
    .map((value) => value.trim())
    .filter(isEyeColour);
  for (const key of DISTANCE_KEYS) filters[key] = valuesOf(key)[0] || undefined;
  return filters;
}

/** The filters of a URL's query string (the client's address bar). */
export function parseTalentFilters(params: URLSearchParams): TalentFilters {
  return readTalentFilters((key) => params.getAll(key));
}

/**
 * The filters of a route's validated query, where a repeated key arrives as an array and a single
 * one as a string (how Hono's validator hands the query over).
 */
export function talentFiltersFromQuery(query: Partial<Record<string, string | string[]>>): TalentFilters {
  return readTalentFilters((key) => [query[key] ?? []].flat());
}

/** The inverse of parseTalentFilters: only active filters, in a stable order. */
export function talentFiltersToSearchParams(filters: Partial<TalentFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const key of LIST_KEYS) for (const value of filters[key] ?? []) params.append(key, value);
  for (const key of [...NUMBER_KEYS, ...DISTANCE_KEYS]) {
    if (filters[key] !== undefined) params.set(key, String(filters[key]));
  }
  for (const value of filters.hair ?? []) params.append("hair", value);
  for (const value of filters.eyes ?? []) params.append("eyes", value);
  return params;
}
