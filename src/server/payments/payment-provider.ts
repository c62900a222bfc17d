import type { PlanId } from "#shared/catalogue/plans";
import type { Language } from "#shared/i18n/languages";

export type PaymentProviderKind = "stripe" | "test";

/** A plan's price as the provider holds it, for the prices table. */
export type PlanPrice = {
  id: string;
  planId: PlanId | null;
  productId: string | null;
  productName: string;
  /** In the smallest unit of the currency (cents); null for prices without a fixed amount. */
  unitAmount: number | null;
  currency: string;
  interval: string | null;
  active: boolean;
};

/**
 * What Vitrine asks of a payment provider. The provider's answers about money arrive later as events
 * (Stripe's webhooks, or the test-mode provider's own), which the billing bookkeeping applies.
 * Failures throw AppError("PAYMENT_PROVIDER") with a message fit to show.
 */
export type PaymentProvider = {
  kind: PaymentProviderKind;
  /** The name the checkout toasts give the provider ("Stripe Checkout Error"). */
  displayName: string;
  /** The provider's price id of each plan. */
  priceIds: Record<PlanId, string>;
  /** Creates the provider's customer for an account; returns its id. */
  createCustomer: (user: { id: string; email: string }) => Promise<string>;
  /** A hosted checkout for a monthly subscription to one price; returns where to send the browser. */
  createCheckoutSession: (input: {
    userId: string;
    customerId: string;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
    /** The account's language, which the hosted page speaks (ADR 46). */
    language: Language;
    /**
     * When the buyer expressly asked for the plan to start before the withdrawal period ends (ISO);
     * kept with the subscription it starts.
     */
    withdrawalConsentAt: string;
  }) => Promise<{ url: string }>;
  /** The hosted billing portal of a customer, in the account's language; returns where to send the browser. */
  createPortalSession: (input: { customerId: string; returnUrl: string; language: Language }) => Promise<{
    url: string;
  }>;
  /** Ends a subscription at once (an account is being deleted). A subscription already gone is no error. */
  cancelSubscription: (providerSubscriptionId: string) => Promise<void>;
  /** The plans' current prices, for the prices table. */
  fetchPlanPrices: () => Promise<PlanPrice[]>;
};
