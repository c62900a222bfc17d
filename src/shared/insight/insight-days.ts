import { INSIGHT_KINDS, type Insight, type InsightDay, type InsightKind } from "./insight.schema.ts";

const DAY_MS = 86_400_000;

/** The UTC day of a moment, as `YYYY-MM-DD`: the bucket a count goes into. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** The `days` days that end with `lastDay` (included), the oldest first. */
export function dayRange(lastDay: string, days: number): string[] {
  const last = Date.parse(`${lastDay}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, i) => utcDay(new Date(last - (days - 1 - i) * DAY_MS)));
}

/** A stored count: one kind, one day. */
export type DayCount = { day: string; kind: string; count: number };

const zeros = (): Omit<InsightDay, "day"> =>
  Object.fromEntries(INSIGHT_KINDS.map((kind) => [kind, 0])) as Omit<InsightDay, "day">;

const isKind = (kind: string): kind is InsightKind => (INSIGHT_KINDS as readonly string[]).includes(kind);

/**
 * Every day of the period with its counts, zero where nothing was stored, and the totals. Counts of
 * days outside the period or of unknown kinds are left out.
 */
export function insightOf(counts: readonly DayCount[], lastDay: string, days: number): Insight {
  const series = dayRange(lastDay, days).map((day) => ({ day, ...zeros() }));
  const byDay = new Map(series.map((entry) => [entry.day, entry]));
  const totals = zeros();
  for (const { day, kind, count } of counts) {
    const entry = byDay.get(day);
    if (!entry || !isKind(kind)) continue;
    entry[kind] += count;
    totals[kind] += count;
  }
  return { days, series, totals };
}
