import type { Kysely } from "kysely";
import { asPlanId } from "#server/accounts/account-plan";
import type { Database, Db } from "#server/db/schema";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { findTalentByUserId } from "#server/talent-records/talents.repository";
import { isLiveSubscriptionStatus } from "#shared/billing/subscription-status";
import { publicBadges } from "#shared/catalogue/plan-entitlements";
import type { PlanId } from "#shared/catalogue/plans";
import { findPrice, type SubscriptionRow } from "./billing.repository.ts";

/**
 * A change of an account's subscription, with the plan that was live before and after it (null: none).
 * What a plan grants follows the live plan (docs/decisions/0042), so this is what the public may see
 * change, and the only billing news that ever reaches the public stream.
 */
export type SubscriptionChange = {
  userId: string;
  livePlanBefore: PlanId | null;
  livePlanAfter: PlanId | null;
};

/** The plan a subscription row grants now: its price's plan while it is trialing or active. */
export async function livePlanOfRow(
  db: Db,
  row: Pick<SubscriptionRow, "status" | "price_id"> | undefined,
): Promise<PlanId | null> {
  if (!row || !isLiveSubscriptionStatus(row.status)) return null;
  return asPlanId((await findPrice(db, row.price_id))?.plan_id);
}

/** Several changes of one transaction as one per account: the plan before the first, after the last. */
export function mergeSubscriptionChanges(changes: SubscriptionChange[]): SubscriptionChange[] {
  const byUser = new Map<string, SubscriptionChange>();
  for (const change of changes) {
    const earlier = byUser.get(change.userId);
    byUser.set(change.userId, earlier ? { ...earlier, livePlanAfter: change.livePlanAfter } : change);
  }
  return [...byUser.values()];
}

const sameBadges = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((badge) => b.includes(badge));

/**
 * After the commit: the account's own pages hear that its subscription changed (never the public
 * stream). When the badges its public profile shows change with the plan, the public hears that the
 * profile changed, which also clears every instance's public response cache.
 */
export async function announceSubscriptionChanges(
  deps: { db: Kysely<Database>; realtime: RealtimeHub },
  changes: SubscriptionChange[],
): Promise<void> {
  for (const change of mergeSubscriptionChanges(changes)) {
    await deps.realtime.publish({ type: "subscription.changed" }, change.userId);
    if (change.livePlanBefore === change.livePlanAfter) continue;
    const talent = await findTalentByUserId(deps.db, change.userId);
    if (talent?.status !== "approved") continue;
    const before = publicBadges(talent.badges, change.livePlanBefore);
    const after = publicBadges(talent.badges, change.livePlanAfter);
    if (sameBadges(before, after)) continue;
    await deps.realtime.publish(
      { type: "talent.changed", talentId: talent.id, slug: talent.slug },
      talent.userId,
    );
  }
}
