import { z } from "zod";

/** What is counted per profile and day (ADR 59). */
export const INSIGHT_KINDS = ["view", "comp-card", "inquiry", "shortlisted"] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** The periods a talent can look at, in days up to today (UTC). */
export const INSIGHT_PERIODS = [30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const InsightQuerySchema = z.object({
  days: z.enum(["30", "90"]).default("30"),
});

/** One day's counts, `day` as `YYYY-MM-DD` (UTC). */
export const InsightDaySchema = z.object({
  day: z.string(),
  view: z.number().int().nonnegative(),
  "comp-card": z.number().int().nonnegative(),
  inquiry: z.number().int().nonnegative(),
  shortlisted: z.number().int().nonnegative(),
});
export type InsightDay = z.infer<typeof InsightDaySchema>;

export const InsightSchema = z.object({
  days: z.number().int(),
  /** Every day of the period, the oldest first, with zeros where nothing happened. */
  series: z.array(InsightDaySchema),
  totals: InsightDaySchema.omit({ day: true }),
});
export type Insight = z.infer<typeof InsightSchema>;
