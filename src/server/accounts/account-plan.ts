import { type RawBuilder, sql } from "kysely";
import type { Db } from "#server/db/schema";
import { LIVE_SUBSCRIPTION_STATUSES } from "#shared/billing/subscription-status";
import { PLAN_IDS, type PlanId } from "#shared/catalogue/plans";

/*
 * The plan an account has right now, as far as what a plan grants goes (docs/decisions/0042): the plan
 * of its trialing or active subscription, or none. The public talent reads take a profile's badges
 * from it and billing compares it before and after a change, so both read it the same way.
 */

export const asPlanId = (value: string | null | undefined): PlanId | null =>
  value && (PLAN_IDS as readonly string[]).includes(value) ? (value as PlanId) : null;

/**
 * The live plan of the account in `userIdColumn` (a column of the outer query, e.g. `talents.user_id`),
 * as a subquery: the plan id, or null. An account has one subscription row (its user_id is unique).
 */
export function livePlanOfAccountColumn(userIdColumn: string): RawBuilder<string | null> {
  return sql<
    string | null
  >`(select p.plan_id from subscriptions s inner join prices p on p.id = s.price_id where s.user_id = ${sql.ref(userIdColumn)} and s.status in (${sql.join([...LIVE_SUBSCRIPTION_STATUSES])}))`;
}

/** The account's live plan, or null (no account, no subscription, or one that grants nothing now). */
export async function findLivePlan(db: Db, userId: string | null): Promise<PlanId | null> {
  if (!userId) return null;
  const row = await db
    .selectFrom("subscriptions")
    .innerJoin("prices", "prices.id", "subscriptions.price_id")
    .select("prices.plan_id")
    .where("subscriptions.user_id", "=", userId)
    .where("subscriptions.status", "in", [...LIVE_SUBSCRIPTION_STATUSES])
    .executeTakeFirst();
  return asPlanId(row?.plan_id);
}
