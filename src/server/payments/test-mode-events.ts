import { randomBytes } from "node:crypto";
import type {
  CheckoutCompletedEvent,
  InvoiceEvent,
  ProviderPrice,
  ProviderSubscription,
  SubscriptionEvent,
} from "./provider-events.ts";

/*
 * The test-mode provider's events, built in Stripe's shapes (the fields the bookkeeping reads), so the
 * test-mode checkout and portal drive exactly the code Stripe's webhooks drive.
 */

/** An id in Stripe's style: a prefix and random characters. */
export function testModeId(prefix: "cus" | "sub" | "evt" | "in" | "cs"): string {
  return `${prefix}_test_${randomBytes(prefix === "cs" ? 24 : 12).toString("base64url")}`;
}

const toUnixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The same day of the next month (or that month's last day), as a monthly billing period ends. */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}

export type TestSubscriptionState = {
  id: string;
  customerId: string;
  userId: string;
  price: ProviderPrice;
  status: string;
  created: Date;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  /** The buyer's express request to start before the withdrawal period ends, as Stripe's metadata carries it. */
  withdrawalConsentAt: string | null;
};

export function testSubscription(state: TestSubscriptionState): ProviderSubscription {
  return {
    id: state.id,
    object: "subscription",
    customer: state.customerId,
    status: state.status,
    created: toUnixSeconds(state.created),
    cancel_at_period_end: state.cancelAtPeriodEnd,
    trial_end: state.trialEnd ? toUnixSeconds(state.trialEnd) : null,
    metadata: {
      user_id: state.userId,
      ...(state.withdrawalConsentAt ? { withdrawal_consent_at: state.withdrawalConsentAt } : {}),
    },
    items: {
      object: "list",
      data: [
        {
          object: "subscription_item",
          quantity: 1,
          current_period_start: toUnixSeconds(state.periodStart),
          current_period_end: toUnixSeconds(state.periodEnd),
          price: state.price,
        },
      ],
    },
  };
}

function envelope<T extends string, O>(type: T, object: O, at: Date) {
  return { id: testModeId("evt"), object: "event", type, created: toUnixSeconds(at), data: { object } };
}

export function subscriptionEvent(
  type: SubscriptionEvent["type"],
  subscription: ProviderSubscription,
  at: Date,
): SubscriptionEvent {
  return envelope(type, subscription, at);
}

export function checkoutCompletedEvent(
  session: { id: string; userId: string; customerId: string; subscriptionId: string },
  at: Date,
): CheckoutCompletedEvent {
  return envelope(
    "checkout.session.completed",
    {
      id: session.id,
      object: "checkout.session" as const,
      mode: "subscription",
      client_reference_id: session.userId,
      customer: session.customerId,
      subscription: session.subscriptionId,
      payment_status: "paid",
      status: "complete",
    },
    at,
  );
}

/** The paid invoice of a subscription, covering its current period. */
export function invoicePaidEvent(subscription: ProviderSubscription, at: Date): InvoiceEvent {
  return invoiceEvent("invoice.paid", subscription, at);
}

/** A failed payment of the invoice for the subscription's current period (a renewal that bounced). */
export function invoicePaymentFailedEvent(subscription: ProviderSubscription, at: Date): InvoiceEvent {
  return invoiceEvent("invoice.payment_failed", subscription, at);
}

function invoiceEvent(
  type: InvoiceEvent["type"],
  subscription: ProviderSubscription,
  at: Date,
): InvoiceEvent {
  const item = subscription.items.data[0];
  const paid = type === "invoice.paid";
  return envelope(
    type,
    {
      id: testModeId("in"),
      object: "invoice" as const,
      customer: subscription.customer,
      status: paid ? "paid" : "open",
      amount_paid: paid ? (item?.price.unit_amount ?? 0) : 0,
      currency: item?.price.currency ?? "eur",
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
      lines: {
        object: "list",
        data: item
          ? [
              {
                object: "line_item",
                period: { start: item.current_period_start, end: item.current_period_end },
              },
            ]
          : [],
      },
    },
    at,
  );
}
