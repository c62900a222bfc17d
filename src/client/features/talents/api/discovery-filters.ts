import { EYE_COLOURS, type EyeColour, HAIR_COLOURS, type HairColour } from "#shared/measurements/fields";
import {
  parseTalentFilters,
  type TalentFilters,
  talentFiltersToSearchParams,
} from "#shared/talents/talent-filter-params";

/**
 * The measurement filters of the public list, as they live in the URL and the API: bounds of the
 * lengths in whole centimetres, of the shoe size as an EU size (halves allowed), and the hair and eye
 * colours (repeated keys, the lists' slugs). The visitor's units are the filter panel's to convert.
 */
export const LENGTH_FILTER_PARAMS = [
  "bustMin",
  "bustMax",
  "waistMin",
  "waistMax",
  "hipsMin",
  "hipsMax",
  "inseamMin",
  "inseamMax",
] as const;
export const SHOE_FILTER_PARAMS = ["shoeMin", "shoeMax"] as const;

type BoundParam = (typeof LENGTH_FILTER_PARAMS)[number] | (typeof SHOE_FILTER_PARAMS)[number];
export type MeasurementFilters = { [Param in BoundParam]?: number | undefined } & {
  hair?: HairColour[] | undefined;
  eyes?: EyeColour[] | undefined;
};

/** The list's filters with the measurement filters. */
export type DiscoveryFilters = TalentFilters & MeasurementFilters;

const MAX_CM = 1000;
const MAX_EU = 100;

/** A whole number up to `max`, or a whole or half one for a shoe size; anything else is no filter. */
function bound(text: string | null, max: number, halves: boolean): number | undefined {
  if (!text) return undefined;
  const value = Number(text);
  const step = halves ? Number.isInteger(value * 2) : Number.isInteger(value);
  return step && value >= 0 && value <= max ? value : undefined;
}

/** The values of a list that were chosen, in the list's order; anything else is left out. */
export const chosenOf = <Value extends string>(list: readonly Value[], chosen: readonly string[]): Value[] =>
  list.filter((value) => chosen.includes(value));

/** The measurement filters of a URL's query; junk is left out. */
export function parseMeasurementFilters(params: URLSearchParams): MeasurementFilters {
  const filters: MeasurementFilters = {};
  for (const key of LENGTH_FILTER_PARAMS) filters[key] = bound(params.get(key), MAX_CM, false);
  for (const key of SHOE_FILTER_PARAMS) filters[key] = bound(params.get(key), MAX_EU, true);
  filters.hair = chosenOf(HAIR_COLOURS, params.getAll("hair"));
  filters.eyes = chosenOf(EYE_COLOURS, params.getAll("eyes"));
  return filters;
}

/** Every filter of a URL's query. */
export function parseDiscoveryFilters(params: URLSearchParams): DiscoveryFilters {
  return { ...parseTalentFilters(params), ...parseMeasurementFilters(params) };
}

/** The inverse of parseDiscoveryFilters: only active filters, in a stable order. */
export function discoveryFiltersToSearchParams(filters: Partial<DiscoveryFilters>): URLSearchParams {
  const params = talentFiltersToSearchParams(filters);
  for (const key of [...LENGTH_FILTER_PARAMS, ...SHOE_FILTER_PARAMS]) {
    params.delete(key);
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const key of ["hair", "eyes"] as const) {
    params.delete(key);
    for (const value of filters[key] ?? []) params.append(key, value);
  }
  return params;
}

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** The measurement filters as the list route's query takes them. */
export function measurementFiltersQuery(filters: MeasurementFilters) {
  return {
    bustMin: text(filters.bustMin),
    bustMax: text(filters.bustMax),
    waistMin: text(filters.waistMin),
    waistMax: text(filters.waistMax),
    hipsMin: text(filters.hipsMin),
    hipsMax: text(filters.hipsMax),
    inseamMin: text(filters.inseamMin),
    inseamMax: text(filters.inseamMax),
    shoeMin: text(filters.shoeMin),
    shoeMax: text(filters.shoeMax),
    hair: filters.hair ?? [],
    eyes: filters.eyes ?? [],
  };
}
