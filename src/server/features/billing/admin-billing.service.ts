import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { findUserRecord } from "#server/accounts/accounts.repository";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import type { Actor } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { subscriptionStanding } from "#shared/billing/subscription-status";
import { planName } from "#shared/catalogue/plans";
import {
  findCustomer,
  findPrice,
  findSubscriptionByUser,
  findSubscriptionWithPrice,
  listActivePrices,
  listSubscriptionsWithUserEmail,
  lockBillingOf,
  saveCustomer,
  saveSubscription,
  userExists,
} from "./billing.repository.ts";
import { livePlanOfRow, type SubscriptionChange } from "./plan-changes.ts";

/*
 * What the admin panel's Billing page and the Users page's "Assign plan" do with billing (routes in
 * admin-billing.routes.ts, under /api/admin).
 */

/** The admin Billing table: every subscription with its account's e-mail, plan, status and period end. */
export async function listSubscriptionsForAdmin(db: Kysely<Database>) {
  const rows = await listSubscriptionsWithUserEmail(db);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    userEmail: row.user_email,
    priceId: row.price_id,
    planName: planName(row.plan_id, row.product_name) ?? row.price_id,
    status: row.status,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    granted: row.provider === "manual",
  }));
}

/** The plans an administrator can assign: the active prices, with their product names. */
export async function listPlanChoices(db: Kysely<Database>) {
  const rows = await listActivePrices(db);
  return rows.map((row) => ({
    id: row.id,
    productName: planName(row.plan_id, row.product_name) ?? row.product_name,
    unitAmount: row.unit_amount,
    currency: row.currency,
    interval: row.interval,
  }));
}

/** The end of a plan an administrator assigns: one year after it starts. */
export function oneYearAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * Gives an account a plan for one year (quantity 1, not cancelling), creating its customer record when
 * it has none; in the caller's transaction, so the caller can add its audit record to the same commit.
 * An account that pays for a plan through the provider keeps it, also while a payment on it is due:
 * that one is changed in the portal. After the commit, the caller announces the returned change
 * (announceSubscriptionChanges).
 */
export async function assignPlan(
  trx: Transaction<Database>,
  input: { userId: string; priceId: string; now?: Date },
): Promise<{ subscriptionId: string; change: SubscriptionChange }> {
  const now = input.now ?? new Date();
  if (!(await userExists(trx, input.userId))) throw new AppError("NOT_FOUND", "errors.users.notFound");
  const price = await findPrice(trx, input.priceId);
  if (price?.active !== 1) throw new AppError("NOT_FOUND", "errors.billing.planNotOffered");
  await lockBillingOf(trx, input.userId);

  const current = await findSubscriptionByUser(trx, input.userId);
  const standing = current ? subscriptionStanding(current.status) : "ended";
  if (current && current.provider !== "manual" && standing === "live") {
    throw new AppError("CONFLICT", "errors.billing.userPaysProvider");
  }
  if (current && current.provider !== "manual" && standing === "payment-due") {
    throw new AppError("CONFLICT", "errors.billing.userPaymentDue");
  }
  // A customer record that cannot be read or created fails with a message of its own, which the admin
  // panel shows as it is.
  const customer = await findCustomer(trx, input.userId).catch(() => {
    throw new AppError("INTERNAL", "errors.billing.customerUnreadable");
  });
  if (!customer) {
    await saveCustomer(trx, {
      userId: input.userId,
      providerCustomerId: null,
      provider: null,
      now: now.toISOString(),
    }).catch(() => {
      throw new AppError("INTERNAL", "errors.billing.customerNotCreated");
    });
  }
  const subscriptionId = current?.id ?? randomUUID();
  const livePlanBefore = await livePlanOfRow(trx, current);
  await saveSubscription(trx, {
    id: subscriptionId,
    user_id: input.userId,
    price_id: price.id,
    status: "active",
    quantity: 1,
    created: now.toISOString(),
    current_period_start: now.toISOString(),
    current_period_end: oneYearAfter(now).toISOString(),
    cancel_at_period_end: 0,
    trial_end: null,
    provider: "manual",
    provider_subscription_id: null,
    provider_event_at: null,
    updated_at: now.toISOString(),
    // Our team's service, agreed with the talent outside the checkout.
    withdrawal_consent_at: null,
  });
  return {
    subscriptionId,
    change: {
      userId: input.userId,
      livePlanBefore,
      livePlanAfter: await livePlanOfRow(trx, { status: "active", price_id: price.id }),
    },
  };
}

/**
 * Gives an account a plan for a year, with its audit record, in one transaction. The caller announces
 * the returned change after the commit.
 */
export async function assignPlanToUser(
  db: Kysely<Database>,
  admin: Actor,
  input: { userId: string; priceId: string },
): Promise<SubscriptionChange> {
  return db.transaction().execute(async (trx) => {
    const user = await findUserRecord(trx, input.userId);
    if (!user) throw new AppError("NOT_FOUND", "errors.users.notFound");
    const before = await findSubscriptionWithPrice(trx, input.userId);
    const { change } = await assignPlan(trx, input);
    const after = await findSubscriptionWithPrice(trx, input.userId);
    const name = (s: typeof before) => (s ? (planName(s.plan_id, s.product_name) ?? s.price_id) : null);
    await recordAdminAction(trx, {
      actor: admin,
      action: "user.assign-plan",
      recordType: "user",
      recordId: input.userId,
      recordLabel: user.email,
      changes: {
        plan: { from: name(before), to: name(after) },
        status: { from: before?.status ?? null, to: after?.status ?? null },
        currentPeriodEnd: { from: before?.current_period_end ?? null, to: after?.current_period_end ?? null },
      },
    });
    return change;
  });
}
