import { z } from "zod";

/** Talents per page of the public list. */
export const TALENTS_PAGE_SIZE = 24;

const optionalInt = z.coerce.number().int().min(0).max(1000).optional().catch(undefined);
const list = z.array(z.string().trim().min(1).max(100)).max(50).default([]);

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
});
export type TalentFilters = z.infer<typeof TalentFiltersSchema>;

const LIST_KEYS = ["category", "subcategory", "location", "languages", "payment"] as const;
const NUMBER_KEYS = ["ageMin", "ageMax", "heightMin", "heightMax"] as const;

/** Reads filters from a query string; repeated keys select several values, junk is ignored. */
export function parseTalentFilters(params: URLSearchParams): TalentFilters {
  const raw: Record<string, unknown> = {};
  for (const key of LIST_KEYS) raw[key] = params.getAll(key).filter(Boolean);
  for (const key of [...NUMBER_KEYS, "q"] as const) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const parsed = TalentFiltersSchema.safeParse(raw);
  return parsed.success ? parsed.data : TalentFiltersSchema.parse({});
}

/** The inverse of parseTalentFilters: only active filters, in a stable order. */
export function talentFiltersToSearchParams(filters: Partial<TalentFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const key of LIST_KEYS) for (const value of filters[key] ?? []) params.append(key, value);
  for (const key of NUMBER_KEYS) if (filters[key] !== undefined) params.set(key, String(filters[key]));
  return params;
}
