import type { Kysely } from "kysely";
import type { Database, Db } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import type { Logger } from "#server/lib/logger";
import type { ProviderEvent, ProviderPrice } from "#server/payments/provider-events";
import {
  closeTestCheckoutSession,
  findTestCheckoutSession,
  type TestCheckoutSessionRow,
} from "#server/payments/test-checkout-sessions.repository";
import {
  addOneMonth,
  checkoutCompletedEvent,
  invoicePaidEvent,
  invoicePaymentFailedEvent,
  subscriptionEvent,
  testModeId,
  testSubscription,
} from "#server/payments/test-mode-events";
import type { TestModeProvider } from "#server/payments/test-mode-provider";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import type { MySubscription } from "#shared/billing/billing.schema";
import { subscriptionStanding } from "#shared/billing/subscription-status";
import type { TestCheckoutSession } from "#shared/billing/test-mode.schema";
import { PLAN_IDS, type PlanId } from "#shared/catalogue/plans";
import {
  findCustomer,
  findPrice,
  findSubscriptionByUser,
  findSubscriptionWithPrice,
  lockBillingOf,
  type PriceRow,
  type SubscriptionRow,
} from "./billing.repository.ts";
import { applyProviderEvent, type BookkeepingContext } from "./billing-events.service.ts";
import { findMySubscription, toMySubscription } from "./my-subscription.ts";
import { announceSubscriptionChanges, type SubscriptionChange } from "./plan-changes.ts";

/*
 * The test-mode provider's hosted pages act here: completing a checkout and the portal's actions
 * produce the events Stripe would send (docs/decisions/0019) and apply them with the very code that
 * applies Stripe's webhooks, in one transaction with the session's own state.
 */

export type TestModeDeps = {
  db: Kysely<Database>;
  realtime: RealtimeHub;
  payments: TestModeProvider;
  log: Logger;
};

const context = (deps: TestModeDeps): BookkeepingContext => ({
  provider: "test",
  priceIds: deps.payments.priceIds,
  log: deps.log,
});

function sessionStatus(row: TestCheckoutSessionRow, now: Date): TestCheckoutSession["status"] {
  if (row.status === "open" && row.expires_at <= now.toISOString()) return "expired";
  return row.status === "complete" ? "complete" : row.status === "open" ? "open" : "expired";
}

async function requirePrice(db: Db, priceId: string): Promise<PriceRow> {
  const price = await findPrice(db, priceId);
  if (!price || price.unit_amount === null) throw new AppError("NOT_FOUND", "errors.billing.planNotOffered");
  return price;
}

function providerPrice(price: PriceRow): ProviderPrice {
  return {
    id: price.id,
    object: "price",
    active: price.active === 1,
    currency: price.currency,
    unit_amount: price.unit_amount,
    recurring: price.interval ? { interval: price.interval } : null,
    product: price.product_id ?? price.id,
  };
}

/** A session as its buyer sees it; another account's session does not exist for them. */
export async function viewTestCheckoutSession(
  db: Kysely<Database>,
  sessionId: string,
  user: { id: string; email: string },
): Promise<TestCheckoutSession> {
  const row = await findTestCheckoutSession(db, sessionId, user.id);
  if (!row) throw new AppError("NOT_FOUND", "errors.billing.checkoutNotFound");
  const price = await requirePrice(db, row.price_id);
  const planId = PLAN_IDS.find((id) => id === price.plan_id);
  if (!planId) throw new AppError("NOT_FOUND", "errors.billing.planNotOffered");
  return {
    id: row.id,
    status: sessionStatus(row, new Date()),
    planId,
    planName: price.product_name,
    unitAmount: price.unit_amount ?? 0,
    currency: price.currency,
    interval: price.interval ?? "month",
    email: user.email,
    expiresAt: row.expires_at,
  };
}

/** Why a session can no longer be acted on, in words for the buyer. */
async function refuseClosedSession(db: Kysely<Database>, sessionId: string, userId: string): Promise<never> {
  const row = await findTestCheckoutSession(db, sessionId, userId);
  if (!row) throw new AppError("NOT_FOUND", "errors.billing.checkoutNotFound");
  if (row.status === "complete") throw new AppError("CONFLICT", "errors.billing.checkoutComplete");
  throw new AppError("CONFLICT", "errors.billing.checkoutExpired");
}

/**
 * The buyer completes their checkout: the session closes, and the subscription is created and paid,
 * as Stripe reports it: customer.subscription.created, checkout.session.completed, invoice.paid.
 */
export async function completeTestCheckout(
  deps: TestModeDeps,
  sessionId: string,
  userId: string,
): Promise<{ redirectUrl: string }> {
  const now = new Date();
  const result = await deps.db.transaction().execute(async (trx) => {
    const row = await findTestCheckoutSession(trx, sessionId, userId);
    if (!row) return null;
    await lockBillingOf(trx, userId);
    const current = await findSubscriptionByUser(trx, userId);
    if (current && row.status === "open") {
      const standing = subscriptionStanding(current.status);
      if (standing === "live") {
        throw new AppError("CONFLICT", "errors.billing.alreadySubscribed");
      }
      if (standing === "payment-due") {
        throw new AppError("CONFLICT", "errors.billing.paymentDue");
      }
    }
    if (
      !(await closeTestCheckoutSession(trx, {
        id: sessionId,
        userId,
        status: "complete",
        now: now.toISOString(),
      }))
    ) {
      return null;
    }
    const price = await requirePrice(trx, row.price_id);
    const subscription = testSubscription({
      id: testModeId("sub"),
      customerId: row.customer_id,
      userId,
      price: providerPrice(price),
      status: "active",
      created: now,
      periodStart: now,
      periodEnd: addOneMonth(now),
      cancelAtPeriodEnd: false,
      trialEnd: null,
      withdrawalConsentAt: row.withdrawal_consent_at,
    });
    const events: ProviderEvent[] = [
      subscriptionEvent("customer.subscription.created", subscription, now),
      checkoutCompletedEvent(
        { id: row.id, userId, customerId: row.customer_id, subscriptionId: subscription.id },
        now,
      ),
      invoicePaidEvent(subscription, now),
    ];
    const changed: SubscriptionChange[] = [];
    for (const event of events)
      changed.push(...(await applyProviderEvent(trx, context(deps), event, now)).changes);
    return { changed, redirectUrl: row.success_url };
  });
  if (!result) return refuseClosedSession(deps.db, sessionId, userId);
  await announceSubscriptionChanges(deps, result.changed);
  return { redirectUrl: result.redirectUrl };
}

/** The buyer leaves the checkout: nothing is bought, and the session cannot be completed later. */
export async function cancelTestCheckout(
  deps: TestModeDeps,
  sessionId: string,
  userId: string,
): Promise<{ redirectUrl: string }> {
  const row = await findTestCheckoutSession(deps.db, sessionId, userId);
  if (!row) throw new AppError("NOT_FOUND", "errors.billing.checkoutNotFound");
  await closeTestCheckoutSession(deps.db, {
    id: sessionId,
    userId,
    status: "expired",
    now: new Date().toISOString(),
  });
  return { redirectUrl: row.cancel_url };
}

/** The subscription the test-mode portal manages for the account, if it has one there. */
export async function viewTestPortal(deps: TestModeDeps, userId: string): Promise<MySubscription | null> {
  const customer = await findCustomer(deps.db, userId);
  if (customer?.provider !== "test") return null;
  const row = await findSubscriptionWithPrice(deps.db, userId);
  if (row?.provider !== "test") return null;
  return toMySubscription(row, deps.payments.priceIds);
}

export type PortalAction =
  | { type: "cancel" }
  | { type: "resume" }
  | { type: "switch"; planId: PlanId }
  | { type: "fail-payment" }
  | { type: "pay" };

/**
 * A portal action, reported as Stripe reports it: customer.subscription.updated with the new state.
 * Cancelling takes effect at the end of the period; resuming undoes that; switching changes the price.
 * Test mode has no bank, so two actions stand in for one: `fail-payment` is the renewal at the end of
 * the period failing (the subscription moves to the next period, past due, with invoice.payment_failed),
 * and `pay` is the account paying that invoice with a new payment method (invoice.paid, active again).
 */
export async function applyTestPortalAction(
  deps: TestModeDeps,
  userId: string,
  action: PortalAction,
): Promise<MySubscription | null> {
  const now = new Date();
  const changed = await deps.db.transaction().execute(async (trx) => {
    await lockBillingOf(trx, userId);
    const row = await findSubscriptionByUser(trx, userId);
    const customer = await findCustomer(trx, userId);
    if (row?.provider !== "test" || !row.provider_subscription_id || !customer?.provider_customer_id) {
      throw new AppError("NOT_FOUND", "errors.billing.noSubscription");
    }
    const standing = subscriptionStanding(row.status);
    if (standing === "ended") {
      throw new AppError("CONFLICT", "errors.billing.subscriptionEnded");
    }
    if (action.type === "pay" && standing !== "payment-due") {
      throw new AppError("CONFLICT", "errors.billing.nothingDue");
    }
    if (action.type !== "pay" && standing === "payment-due") {
      throw new AppError("CONFLICT", "errors.billing.payFirst");
    }
    const priceId = action.type === "switch" ? deps.payments.priceIds[action.planId] : row.price_id;
    const price = await requirePrice(trx, priceId);
    const state = stateOf(row, customer.provider_customer_id, userId);
    const subscription = testSubscription({
      ...state,
      price: providerPrice(price),
      cancelAtPeriodEnd:
        action.type === "cancel" ? true : action.type === "resume" ? false : row.cancel_at_period_end === 1,
      ...(action.type === "fail-payment"
        ? { status: "past_due", periodStart: state.periodEnd, periodEnd: addOneMonth(state.periodEnd) }
        : action.type === "pay"
          ? { status: "active" }
          : {}),
    });
    const events: ProviderEvent[] = [subscriptionEvent("customer.subscription.updated", subscription, now)];
    if (action.type === "fail-payment") events.push(invoicePaymentFailedEvent(subscription, now));
    if (action.type === "pay") events.push(invoicePaidEvent(subscription, now));
    const changes: SubscriptionChange[] = [];
    for (const event of events)
      changes.push(...(await applyProviderEvent(trx, context(deps), event, now)).changes);
    return changes;
  });
  await announceSubscriptionChanges(deps, changed);
  return findMySubscription(deps.db, userId, deps.payments.priceIds);
}

function stateOf(row: SubscriptionRow, customerId: string, userId: string) {
  const date = (value: string | null, fallback: Date) => (value ? new Date(value) : fallback);
  const created = new Date(row.created);
  return {
    id: row.provider_subscription_id ?? "",
    customerId,
    userId,
    status: row.status,
    created,
    periodStart: date(row.current_period_start, created),
    periodEnd: date(row.current_period_end, addOneMonth(created)),
    trialEnd: row.trial_end ? new Date(row.trial_end) : null,
    withdrawalConsentAt: row.withdrawal_consent_at,
  };
}
