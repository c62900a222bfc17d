import type { InsightDay, InsightKind } from "#shared/insight/insight.schema";

/** The total of one kind over the days, and its busiest day (the latest of equal ones); null when none. */
export function summaryOf(
  series: readonly InsightDay[],
  kind: InsightKind,
): { total: number; peak: { day: string; count: number } | null } {
  let total = 0;
  let peak: { day: string; count: number } | null = null;
  for (const entry of series) {
    const count = entry[kind];
    total += count;
    if (count > 0 && (!peak || count >= peak.count)) peak = { day: entry.day, count };
  }
  return { total, peak };
}

/** Whether nothing at all was counted over the days. */
export const nothingCounted = (totals: Record<InsightKind, number>): boolean =>
  Object.values(totals).every((count) => count === 0);
