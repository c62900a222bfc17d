import Stripe from "stripe";
import type { Config } from "#server/config";
import { AppError } from "#server/http/app-error";
import { PLAN_IDS, type PlanId } from "#shared/catalogue/plans";
import type { PaymentProvider, PlanPrice } from "./payment-provider.ts";

/** Where the SDK sends API requests; only tests change it (to a local stand-in for Stripe's API). */
export type StripeConnection = { host: string; port: number; protocol: "http" | "https" };

export type StripeProvider = PaymentProvider & {
  kind: "stripe";
  /**
   * Sets a subscription to end at the end of its billing period, as the Billing Portal's cancel does;
   * Stripe's webhook then brings the change to the bookkeeping.
   */
  cancelAtPeriodEnd: (providerSubscriptionId: string) => Promise<void>;
  /** Verifies the Stripe-Signature of a webhook's raw body; throws AppError("BAD_REQUEST") when it fails. */
  constructWebhookEvent: (rawBody: Uint8Array, signature: string) => Promise<unknown>;
};

/** Stripe Checkout, the Billing Portal and signed webhooks, through Stripe's own SDK. */
export function createStripeProvider(
  config: NonNullable<Config["stripe"]>,
  connection?: StripeConnection,
): StripeProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...connection,
  });

  return {
    kind: "stripe",
    displayName: "Stripe",
    priceIds: config.prices,

    createCustomer: (user) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { email: user.email, metadata: { user_id: user.id } },
          // A retried request (ours or the SDK's) creates one customer, not two.
          { idempotencyKey: `vitrine-customer-${user.id}` },
        );
        return customer.id;
      }),

    createCheckoutSession: (input) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          // The subscription's own events then name the account, whatever order they arrive in, and
          // carry the buyer's express request to start before the withdrawal period ends.
          subscription_data: {
            metadata: { user_id: input.userId, withdrawal_consent_at: input.withdrawalConsentAt },
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          locale: input.language,
        });
        if (!session.url) throw new AppError("PAYMENT_PROVIDER", "errors.payments.noCheckoutPage");
        return { url: session.url };
      }),

    createPortalSession: (input) =>
      call(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
          locale: input.language,
        });
        return { url: session.url };
      }),

    cancelSubscription: async (providerSubscriptionId) => {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing") return;
        throw toAppError(err);
      }
    },

    cancelAtPeriodEnd: (providerSubscriptionId) =>
      call(async () => {
        await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
      }),

    fetchPlanPrices: () =>
      call(() =>
        Promise.all(
          PLAN_IDS.map(async (planId): Promise<PlanPrice> => {
            const price = await stripe.prices.retrieve(config.prices[planId], { expand: ["product"] });
            return toPlanPrice(price, planId);
          }),
        ),
      ),

    constructWebhookEvent: async (rawBody, signature) => {
      try {
        return await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new AppError("BAD_REQUEST", "errors.payments.badSignature");
        }
        throw err;
      }
    },
  };
}

function toPlanPrice(price: Stripe.Price, planId: PlanId): PlanPrice {
  const product = typeof price.product === "string" ? null : price.product;
  return {
    id: price.id,
    planId,
    productId: typeof price.product === "string" ? price.product : price.product.id,
    productName: product && "name" in product ? product.name : planId,
    unitAmount: price.unit_amount,
    currency: price.currency,
    interval: price.recurring?.interval ?? null,
    active: price.active,
  };
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    throw toAppError(err);
  }
}

/** Stripe's refusals keep Stripe's message; a connection failure says so plainly. */
function toAppError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof Stripe.errors.StripeConnectionError) {
    return new AppError("PAYMENT_PROVIDER", "errors.payments.unreachable");
  }
  // Stripe's own words, as Stripe wrote them (its API answers in English).
  if (err instanceof Stripe.errors.StripeError) return new AppError("PAYMENT_PROVIDER", () => err.message);
  return err;
}
