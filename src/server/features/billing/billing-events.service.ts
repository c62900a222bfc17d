import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import type { PaymentProviderKind } from "#server/payments/payment-provider";
import {
  type CheckoutCompletedEvent,
  type InvoiceEvent,
  type PriceEvent,
  type ProductEvent,
  type ProviderEvent,
  type ProviderPrice,
  type ProviderSubscription,
  referenceId,
} from "#server/payments/provider-events";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { type PlanId, planByPriceId } from "#shared/catalogue/plans";
import {
  claimProviderEvent,
  findCustomer,
  findCustomerByProviderId,
  findPrice,
  findSubscriptionByProviderId,
  findSubscriptionByUser,
  lockBillingOf,
  renameProduct,
  type SubscriptionRow,
  saveCustomer,
  savePrice,
  saveSubscription,
  updateSubscription,
  userExists,
} from "./billing.repository.ts";
import { announceSubscriptionChanges, livePlanOfRow, type SubscriptionChange } from "./plan-changes.ts";
import { isNotOlderEvent, shouldStoreSnapshot } from "./subscription-order.ts";

/** Who sent the events, and how to tell our plans' prices apart. */
export type BookkeepingContext = {
  provider: PaymentProviderKind;
  priceIds: Record<PlanId, string>;
  log: Logger;
};

export type BookkeepingResult = {
  /** The event was handled before: nothing changed. */
  duplicate: boolean;
  /** Subscriptions that changed, to announce once the transaction commits (announceSubscriptionChanges). */
  changes: SubscriptionChange[];
};

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/**
 * Applies one provider event (a verified Stripe webhook, or a test-mode event) inside the caller's
 * transaction. Idempotent: the event id is recorded in the same transaction, so a redelivery changes
 * nothing, and a failure rolls the record back with everything else for the provider to retry.
 */
export async function applyProviderEvent(
  trx: Transaction<Database>,
  ctx: BookkeepingContext,
  event: ProviderEvent,
  now: Date = new Date(),
): Promise<BookkeepingResult> {
  const claimed = await claimProviderEvent(trx, {
    id: event.id,
    provider: ctx.provider,
    type: event.type,
    processedAt: now.toISOString(),
  });
  if (!claimed) return { duplicate: true, changes: [] };

  const eventAt = iso(event.created);
  let changed: SubscriptionChange | null = null;
  switch (event.type) {
    case "checkout.session.completed":
      await linkCheckoutCustomer(trx, ctx, event, now);
      break;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      changed = await storeSubscriptionSnapshot(trx, ctx, event.data.object, eventAt, now);
      break;
    case "invoice.paid":
    case "invoice.payment_failed":
      changed = await applyInvoiceOutcome(trx, event, eventAt, now);
      break;
    case "price.created":
    case "price.updated":
      await storePriceEvent(trx, ctx, event);
      break;
    case "product.updated":
      await applyProductEvent(trx, event);
      break;
  }
  return { duplicate: false, changes: changed ? [changed] : [] };
}

/** Runs events in one transaction, then announces the subscriptions' changes (after the commit). */
export async function processProviderEvents(
  deps: { db: Kysely<Database>; realtime: RealtimeHub; context: BookkeepingContext },
  events: ProviderEvent[],
): Promise<BookkeepingResult[]> {
  const results = await deps.db.transaction().execute(async (trx) => {
    const out: BookkeepingResult[] = [];
    for (const event of events) out.push(await applyProviderEvent(trx, deps.context, event));
    return out;
  });
  await announceSubscriptionChanges(
    deps,
    results.flatMap((r) => r.changes),
  );
  return results;
}

/** Checkout completed: the provider's customer belongs to the account that checked out. */
async function linkCheckoutCustomer(
  trx: Transaction<Database>,
  ctx: BookkeepingContext,
  event: CheckoutCompletedEvent,
  now: Date,
): Promise<void> {
  const session = event.data.object;
  const userId = session.client_reference_id;
  const customerId = referenceId(session.customer);
  if (session.mode !== "subscription" || !userId || !customerId) return;
  if (!(await userExists(trx, userId))) {
    ctx.log.warn({ session: session.id }, "checkout completed for an account that no longer exists");
    return;
  }
  await lockBillingOf(trx, userId);
  const customer = await findCustomer(trx, userId);
  if (customer?.provider_customer_id === customerId) return;
  await saveCustomer(trx, {
    userId,
    providerCustomerId: customerId,
    provider: ctx.provider,
    now: now.toISOString(),
  });
}

/** The account a subscription belongs to: named in its metadata (set at checkout), or by its customer. */
async function accountOf(trx: Transaction<Database>, subscription: ProviderSubscription) {
  const named = subscription.metadata?.user_id;
  if (named && (await userExists(trx, named))) return named;
  const customer = await findCustomerByProviderId(trx, referenceId(subscription.customer));
  return customer?.id ?? null;
}

/** A subscription created, updated or deleted: its snapshot becomes the row, unless the row is newer. */
async function storeSubscriptionSnapshot(
  trx: Transaction<Database>,
  ctx: BookkeepingContext,
  subscription: ProviderSubscription,
  eventAt: string,
  now: Date,
): Promise<SubscriptionChange | null> {
  const userId = await accountOf(trx, subscription);
  if (!userId) {
    ctx.log.warn({ subscription: subscription.id }, "a subscription event names no known account; ignored");
    return null;
  }
  await lockBillingOf(trx, userId);
  const current = await findSubscriptionByUser(trx, userId);
  const created = iso(subscription.created);
  const incoming = { providerSubscriptionId: subscription.id, status: subscription.status, created, eventAt };
  if (current && !shouldStoreSnapshot(versionOf(current), incoming)) return null;
  const livePlanBefore = await livePlanOfRow(trx, current);

  // biome-ignore lint/style/noNonNullAssertion: the schema requires at least one item
  const item = subscription.items.data[0]!;
  await ensurePrice(trx, ctx, item.price, eventAt);
  const customerId = referenceId(subscription.customer);
  if (!(await findCustomer(trx, userId))) {
    await saveCustomer(trx, {
      userId,
      providerCustomerId: customerId,
      provider: ctx.provider,
      now: now.toISOString(),
    });
  }
  await saveSubscription(trx, {
    id: current?.id ?? randomUUID(),
    user_id: userId,
    price_id: item.price.id,
    status: subscription.status,
    quantity: item.quantity ?? 1,
    created,
    current_period_start: iso(item.current_period_start),
    current_period_end: iso(item.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end ? 1 : 0,
    trial_end: subscription.trial_end === null ? null : iso(subscription.trial_end),
    provider: ctx.provider,
    provider_subscription_id: subscription.id,
    provider_event_at: eventAt,
    updated_at: now.toISOString(),
    // The buyer's express request to start before the withdrawal period ends, given at checkout.
    withdrawal_consent_at:
      subscription.metadata?.withdrawal_consent_at ??
      (current?.provider_subscription_id === subscription.id ? current.withdrawal_consent_at : null),
  });
  const livePlanAfter = await livePlanOfRow(trx, { status: subscription.status, price_id: item.price.id });
  return { userId, livePlanBefore, livePlanAfter };
}

function versionOf(row: SubscriptionRow) {
  return {
    providerSubscriptionId: row.provider_subscription_id,
    status: row.status,
    created: row.created,
    eventAt: row.provider_event_at,
  };
}

/**
 * An invoice paid or failed: a paid one makes an unpaid subscription active and extends its period; a
 * failed one makes an active subscription past due. The subscription's own update events (which the
 * provider sends as well) carry the full state; this keeps the row right if those come late.
 */
async function applyInvoiceOutcome(
  trx: Transaction<Database>,
  event: InvoiceEvent,
  eventAt: string,
  now: Date,
): Promise<SubscriptionChange | null> {
  const invoice = event.data.object;
  const subscriptionRef = invoice.parent?.subscription_details?.subscription;
  if (!subscriptionRef) return null;
  const providerSubscriptionId = referenceId(subscriptionRef);
  const found = await findSubscriptionByProviderId(trx, providerSubscriptionId);
  if (!found) return null;
  await lockBillingOf(trx, found.user_id);
  const row = await findSubscriptionByProviderId(trx, providerSubscriptionId);
  if (!row) return null;

  const paid = event.type === "invoice.paid";
  const status = paid
    ? ["incomplete", "past_due", "unpaid"].includes(row.status)
      ? "active"
      : row.status
    : row.status === "active"
      ? "past_due"
      : row.status;
  const periods = invoice.lines.data.map((line) => line.period);
  const latest = paid ? periods.sort((a, b) => b.end - a.end)[0] : undefined;
  const periodEnd = latest ? iso(latest.end) : null;
  const extends_ =
    periodEnd !== null && (row.current_period_end === null || periodEnd > row.current_period_end);
  if (status === row.status && !extends_) return null;
  if (!isNotOlderEvent(versionOf(row), { status, eventAt })) return null;

  await updateSubscription(trx, row.id, {
    status,
    ...(extends_ && latest ? { current_period_start: iso(latest.start), current_period_end: periodEnd } : {}),
    provider_event_at: eventAt,
    updated_at: now.toISOString(),
  });
  return {
    userId: row.user_id,
    livePlanBefore: await livePlanOfRow(trx, row),
    livePlanAfter: await livePlanOfRow(trx, { status, price_id: row.price_id }),
  };
}

/** The price a subscription names is stored when it is not known yet (e.g. before the sync ran). */
async function ensurePrice(
  trx: Transaction<Database>,
  ctx: BookkeepingContext,
  price: ProviderPrice,
  eventAt: string,
): Promise<void> {
  if (await findPrice(trx, price.id)) return;
  await savePrice(trx, priceRow(ctx, price, eventAt));
}

function priceRow(ctx: BookkeepingContext, price: ProviderPrice, at: string) {
  const plan = planByPriceId(price.id, ctx.priceIds);
  const product = typeof price.product === "string" ? null : price.product;
  return {
    id: price.id,
    provider: ctx.provider,
    plan_id: plan?.id ?? null,
    product_id: typeof price.product === "string" ? price.product : price.product.id,
    product_name: product?.name ?? plan?.name ?? (typeof price.product === "string" ? price.product : "Plan"),
    unit_amount: price.unit_amount,
    currency: price.currency,
    interval: price.recurring?.interval ?? null,
    active: price.active ? 1 : 0,
    updated_at: at,
  };
}

/** A price of ours changed at the provider (amount, activity): stored unless a newer state is. */
async function storePriceEvent(
  trx: Transaction<Database>,
  ctx: BookkeepingContext,
  event: PriceEvent,
): Promise<void> {
  const price = event.data.object;
  const eventAt = iso(event.created);
  const stored = await findPrice(trx, price.id);
  const ours = Object.values(ctx.priceIds).includes(price.id);
  if (!stored && !ours) return;
  if (stored && stored.updated_at > eventAt) return;
  const row = priceRow(ctx, price, eventAt);
  // A price event names its product by id only; keep the name the sync fetched.
  await savePrice(trx, { ...row, product_name: stored?.product_name ?? row.product_name });
}

async function applyProductEvent(trx: Transaction<Database>, event: ProductEvent): Promise<void> {
  const product = event.data.object;
  await renameProduct(trx, product.id, product.name, iso(event.created));
}
