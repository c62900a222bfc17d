import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import { asPlanId } from "#server/accounts/account-plan";
import { isPostgres } from "#server/db/dialect";
import type { Database } from "#server/db/schema";
import type { AdminInsight } from "#shared/admin/admin-insight.schema";
import { fillWeeks, lastWeekStarts, rangeStartIso } from "#shared/admin/insight-weeks";
import { PLAN_IDS, type PlanId, planById } from "#shared/catalogue/plans";

/** The plans' subscriptions that count for revenue: paid and running (a trial pays nothing yet). */
const PAYING_STATUS = "active";

/**
 * The Monday ("YYYY-MM-DD") of the ISO week, in UTC, of a timestamp column: ISO-8601 text in UTC,
 * or PostgreSQL's timestamptz for better-auth's columns. SQLite: the next Sunday (or that Sunday)
 * less six days; PostgreSQL: date_trunc's week, which starts on Monday.
 */
function weekOf(db: Kysely<Database>, column: Expression<unknown>): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(date_trunc('week', cast(${column} as timestamptz) at time zone 'UTC'), 'YYYY-MM-DD')`
    : sql<string>`date(${column}, 'weekday 0', '-6 days')`;
}

type WeekRow = { week: string; count: number | string | bigint };

/** Sign-ups by week and account kind; administrators' accounts are not sign-ups. */
async function signUpsByWeek(db: Kysely<Database>, since: string) {
  const week = weekOf(db, sql.ref("user.createdAt"));
  return db
    .selectFrom("user")
    .select([week.as("week"), "accountKind", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where(
      isPostgres(db)
        ? sql<boolean>`"createdAt" >= cast(${since} as timestamptz)`
        : sql<boolean>`"createdAt" >= ${since}`,
    )
    .where((eb) => eb.or([eb("role", "is", null), eb("role", "!=", "admin")]))
    .groupBy([week, "accountKind"])
    .execute();
}

/** Approvals and rejections by week, from the audit trail (every decision is recorded there). */
async function decisionsByWeek(db: Kysely<Database>, since: string) {
  const week = weekOf(db, sql.ref("created_at"));
  return db
    .selectFrom("admin_audit_log")
    .select([week.as("week"), "action", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("created_at", ">=", since)
    .where("action", "in", ["talent.approve", "talent.reject"])
    .groupBy([week, "action"])
    .execute();
}

async function inquiriesByWeek(db: Kysely<Database>, since: string): Promise<WeekRow[]> {
  const week = weekOf(db, sql.ref("created_at"));
  return db
    .selectFrom("inquiries")
    .select([week.as("week"), (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("created_at", ">=", since)
    .groupBy(week)
    .execute();
}

/**
 * Profiles waiting for review now: a profile in review, or the change waiting on a live one (the
 * same count as the overview's), and the oldest's last submitted change.
 */
async function reviewQueue(db: Kysely<Database>) {
  const waitingSince = sql<string>`coalesce(talent_drafts.updated_at, talents.updated_at)`;
  return db
    .selectFrom("talents")
    .leftJoin("talent_drafts", "talent_drafts.talent_id", "talents.id")
    .select([
      (eb) => eb.fn.countAll<number | string>().as("count"),
      sql<string | null>`min(${waitingSince})`.as("oldest"),
    ])
    .where(sql<string>`coalesce(talent_drafts.status, talents.status)`, "=", "pending")
    .executeTakeFirstOrThrow();
}

/** Active subscriptions by plan (and their seats, which the monthly revenue multiplies). */
async function activePlans(db: Kysely<Database>) {
  return db
    .selectFrom("subscriptions")
    .innerJoin("prices", "prices.id", "subscriptions.price_id")
    .select([
      "prices.plan_id",
      (eb) => eb.fn.countAll<number | string>().as("count"),
      (eb) => eb.fn.sum<number | string>("subscriptions.quantity").as("seats"),
    ])
    .where("subscriptions.status", "=", PAYING_STATUS)
    .groupBy("prices.plan_id")
    .execute();
}

/** The admin dashboard's charts over the last `weekCount` ISO weeks up to `now`, counted in the database. */
export async function readAdminInsight(
  db: Kysely<Database>,
  weekCount: number,
  now: Date,
): Promise<AdminInsight> {
  const weekStarts = lastWeekStarts(now, weekCount);
  const since = rangeStartIso(weekStarts);
  const [signUps, decisions, inquiries, queue, plans] = await Promise.all([
    signUpsByWeek(db, since),
    decisionsByWeek(db, since),
    inquiriesByWeek(db, since),
    reviewQueue(db),
    activePlans(db),
  ]);
  const ofKind = (kind: string) =>
    fillWeeks(
      weekStarts,
      signUps.filter((row) => row.accountKind === kind),
    );
  const ofAction = (action: string) =>
    fillWeeks(
      weekStarts,
      decisions.filter((row) => row.action === action),
    );
  const [talents, bookers, both] = [ofKind("talent"), ofKind("hirer"), ofKind("both")];
  const [approvals, rejections] = [ofAction("talent.approve"), ofAction("talent.reject")];
  const inquiryCounts = fillWeeks(weekStarts, inquiries);

  const oldestSince = queue.oldest ? new Date(queue.oldest).toISOString() : null;
  const byPlan = new Map<PlanId, { active: number; seats: number }>();
  for (const row of plans) {
    const planId = asPlanId(row.plan_id);
    if (planId) byPlan.set(planId, { active: Number(row.count), seats: Number(row.seats ?? 0) });
  }
  return {
    weeks: weekStarts.map((weekStart, i) => ({
      weekStart,
      signUps: { talents: talents[i] ?? 0, bookers: bookers[i] ?? 0, both: both[i] ?? 0 },
      approvals: approvals[i] ?? 0,
      rejections: rejections[i] ?? 0,
      inquiries: inquiryCounts[i] ?? 0,
    })),
    review: {
      waiting: Number(queue.count),
      oldestSince,
      oldestHours: oldestSince
        ? Math.max(0, Math.floor((now.getTime() - Date.parse(oldestSince)) / 3_600_000))
        : null,
    },
    plans: PLAN_IDS.map((planId) => {
      const counted = byPlan.get(planId) ?? { active: 0, seats: 0 };
      return { planId, active: counted.active, monthlyCents: counted.seats * planById(planId).priceCents };
    }),
  };
}
