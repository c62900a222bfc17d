import { z } from "zod";
import { PLAN_IDS } from "#shared/catalogue/plans";
import { INSIGHT_RANGES } from "./insight-weeks.ts";

/** GET /api/admin/insight's query: how many weeks back, the current one included. */
export const InsightQuerySchema = z.object({ weeks: z.enum(INSIGHT_RANGES).default("12") });

/** One ISO week (Monday to Sunday, UTC) of the dashboard's charts; every count is of that week. */
export const InsightWeekSchema = z.object({
  /** The week's Monday, "YYYY-MM-DD". */
  weekStart: z.string(),
  /** New accounts by kind: talents, those who hire talent (bookers), and accounts that are both. */
  signUps: z.object({ talents: z.number().int(), bookers: z.number().int(), both: z.number().int() }),
  /** Administrators' decisions on profiles, from the audit trail. */
  approvals: z.number().int(),
  rejections: z.number().int(),
  /** Inquiries sent to talents. */
  inquiries: z.number().int(),
});
export type InsightWeek = z.infer<typeof InsightWeekSchema>;

/** The admin dashboard's charts: weekly counts, the review queue now, and the plans paid for now. */
export const AdminInsightSchema = z.object({
  weeks: z.array(InsightWeekSchema),
  review: z.object({
    /** Profiles (or changes to live profiles) waiting for an administrator's decision now. */
    waiting: z.number().int(),
    /** Since when the longest-waiting one waits (its last submitted change); null when none waits. */
    oldestSince: z.string().nullable(),
    /** How long that is, in whole hours; null when none waits. */
    oldestHours: z.number().int().nullable(),
  }),
  /** Active subscriptions by plan and what they bring in a month, in cents, at the plans' prices. */
  plans: z.array(
    z.object({
      planId: z.enum(PLAN_IDS),
      active: z.number().int(),
      monthlyCents: z.number().int(),
    }),
  ),
});
export type AdminInsight = z.infer<typeof AdminInsightSchema>;
