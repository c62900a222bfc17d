/*
 * The admin dashboard's weeks (docs/product/admin-panel.md#charts): ISO weeks, Monday to Sunday in UTC,
 * each named by its Monday ("2026-11-23"). The server groups rows by these weeks in SQL and fills the
 * weeks without rows with zeros through `fillWeeks`; the client labels them.
 */

const DAY_MS = 86_400_000;

/** The ranges the dashboard offers, in weeks. */
export const INSIGHT_RANGES = ["12", "26", "52"] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

/** The Monday (UTC, "YYYY-MM-DD") of the ISO week `at` falls in. */
export function isoWeekStart(at: Date): string {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Mondays of the last `count` weeks, oldest first; the last is the current (partial) week. */
export function lastWeekStarts(now: Date, count: number): string[] {
  const current = Date.parse(`${isoWeekStart(now)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(current - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The instant the first of `weekStarts` begins, as ISO-8601 in UTC (what the queries compare with). */
export const rangeStartIso = (weekStarts: readonly string[]): string =>
  `${weekStarts[0] ?? "1970-01-05"}T00:00:00.000Z`;

/**
 * One value per week, in the order of `weekStarts`, from rows grouped by week: a week without a row
 * is 0, and a row outside the weeks is left out.
 */
export function fillWeeks(
  weekStarts: readonly string[],
  rows: readonly { week: string; count: number | string | bigint }[],
): number[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.week, (counts.get(row.week) ?? 0) + Number(row.count));
  return weekStarts.map((week) => counts.get(week) ?? 0);
}
