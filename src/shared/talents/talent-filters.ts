import { z } from "zod";
import { subcategoryLabel } from "../catalogue/categories.ts";
import type { PublicTalent } from "./talent.schema.ts";

// Reading and writing the URL form needs no zod, so the client's first visit carries none (issue 13);
// TalentFiltersSchema below is the shape, and talent-filter-params.test.ts checks the two agree.
export { parseTalentFilters, talentFiltersToSearchParams } from "./talent-filter-params.ts";

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

type FilterableTalent = Pick<
  PublicTalent,
  "name" | "subcategory" | "category" | "location" | "languages" | "paymentOptions" | "age" | "specifics"
>;

const heightOf = (talent: FilterableTalent): number | undefined => {
  const value = Number(talent.specifics.height);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

const within = (value: number | null | undefined, min: number | undefined, max: number | undefined) => {
  if (min === undefined && max === undefined) return true;
  if (value === null || value === undefined) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
};

/**
 * The spec's filter semantics: the search term matches the name or subcategory (value or label),
 * case-insensitively; each list matches any selected value; ranges are inclusive and a talent
 * without the value fails an active range; all active filters hold together.
 */
export function matchesTalentFilters(talent: FilterableTalent, filters: TalentFilters): boolean {
  if (filters.q) {
    const term = filters.q.toLowerCase();
    const haystack = [talent.name, talent.subcategory, subcategoryLabel(talent.subcategory)].map((s) =>
      s.toLowerCase(),
    );
    if (!haystack.some((text) => text.includes(term))) return false;
  }
  if (filters.category.length && !filters.category.includes(talent.category)) return false;
  if (filters.subcategory.length && !filters.subcategory.includes(talent.subcategory)) return false;
  if (filters.location.length) {
    const location = talent.location.trim().toLowerCase();
    if (!filters.location.some((l) => l.trim().toLowerCase() === location)) return false;
  }
  if (filters.payment.length && !talent.paymentOptions.some((p) => filters.payment.includes(p))) return false;
  if (filters.languages.length && !talent.languages.some((l) => filters.languages.includes(l))) return false;
  if (!within(talent.age, filters.ageMin, filters.ageMax)) return false;
  if (!within(heightOf(talent), filters.heightMin, filters.heightMax)) return false;
  return true;
}
