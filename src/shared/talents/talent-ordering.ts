/** A featured talent without an order sorts as if its order were this. */
export const FEATURED_ORDER_MISSING = 999;
export const MAX_RELATED_TALENTS = 4;

type Orderable = { id: string; featured: boolean; featuredOrder: number | null; createdAt: string };

/** The featured talents, by featured order (missing counts as 999), newest first among equals. */
export function sortFeatured<T extends Orderable>(talents: readonly T[]): T[] {
  return talents
    .filter((t) => t.featured)
    .sort(
      (a, b) =>
        (a.featuredOrder ?? FEATURED_ORDER_MISSING) - (b.featuredOrder ?? FEATURED_ORDER_MISSING) ||
        b.createdAt.localeCompare(a.createdAt),
    );
}

/** Up to `limit` talents of the same subcategory, not the talent itself, in the given order. */
export function relatedTalents<T extends { id: string; subcategory: string }>(
  talent: { id: string; subcategory: string },
  candidates: readonly T[],
  limit = MAX_RELATED_TALENTS,
): T[] {
  return candidates.filter((c) => c.subcategory === talent.subcategory && c.id !== talent.id).slice(0, limit);
}
