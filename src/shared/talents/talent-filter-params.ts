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
  heightMin?: number | undefined;
  heightMax?: number | undefined;
};

const LIST_KEYS = ["category", "subcategory", "location", "languages", "payment"] as const;
const NUMBER_KEYS = ["ageMin", "ageMax", "heightMin", "heightMax"] as const;
const MAX_TERM = 100;
const MAX_VALUE = 100;
const MAX_VALUES = 50;
const MAX_NUMBER = 1000;

const noFilters = (): TalentFilters => ({
  category: [],
  subcategory: [],
  location: [],
  languages: [],
  payment: [],
});

/** A whole number from 0 to 1000, as Number() reads it; anything else is no filter. */
function optionalInt(value: string): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= MAX_NUMBER ? number : undefined;
}

/** A query's values under a key, in order: several when the key repeats, none when it is absent. */
type QueryValues = (key: string) => string[];

/**
 * Reads filters from a query; repeated keys select several values, junk is ignored: a bad term or
 * number is left out, and a list with an empty or overlong value, or more than 50 values, drops
 * every filter (TalentFiltersSchema's rules, without zod).
 */
function readTalentFilters(valuesOf: QueryValues): TalentFilters {
  const filters = noFilters();
  for (const key of LIST_KEYS) {
    const values = valuesOf(key)
      .filter(Boolean)
      .map((value) => value.trim());
    if (values.length > MAX_VALUES || values.some((v) => v.length < 1 || v.length > MAX_VALUE)) {
      return noFilters();
    }
    filters[key] = values;
  }
  const q = valuesOf("q")[0];
  if (q) {
    const term = q.trim();
    filters.q = term.length <= MAX_TERM ? term : undefined;
  }
  for (const key of NUMBER_KEYS) {
    const value = valuesOf(key)[0];
    if (value) filters[key] = optionalInt(value);
  }
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
  for (const key of NUMBER_KEYS) if (filters[key] !== undefined) params.set(key, String(filters[key]));
  return params;
}
