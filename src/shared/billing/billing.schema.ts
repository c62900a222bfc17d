import { z } from "zod";
import { PLAN_IDS } from "#shared/catalogue/plans";

export const PlanIdSchema = z.enum(PLAN_IDS, { message: "Choose Starter, Pro or Premium." });

/** Only these count: a subscription in any other status gives no plan. */
export const LIVE_SUBSCRIPTION_STATUSES = ["trialing", "active"] as const;

export function isLiveSubscriptionStatus(status: string): boolean {
  return (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** Which payment provider this server uses, and the name the checkout toasts give it. */
export const PaymentProviderInfoSchema = z.object({
  provider: z.enum(["stripe", "test"]),
  name: z.string(),
});
export type PaymentProviderInfo = z.infer<typeof PaymentProviderInfoSchema>;

export const CheckoutRequestSchema = z.object({ planId: PlanIdSchema });
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/** Where Choose Plan sends the browser: the provider's checkout, or its portal for a current subscriber. */
export const CheckoutResponseSchema = z.object({
  url: z.string(),
  destination: z.enum(["checkout", "portal"]),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const PortalResponseSchema = z.object({ url: z.string() });

/** The signed-in account's subscription as Settings shows it (trialing or active only). */
export const MySubscriptionSchema = z.object({
  planId: PlanIdSchema.nullable(),
  planName: z.string(),
  status: z.string(),
  /** In the smallest unit of the currency (cents); null when the price is not known here. */
  unitAmount: z.number().int().nullable(),
  currency: z.string().nullable(),
  interval: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.string().nullable(),
  /** Who manages it: the payment provider, or Vitrine's team for a plan assigned by an administrator. */
  managedBy: z.enum(["provider", "team"]),
});
export type MySubscription = z.infer<typeof MySubscriptionSchema>;

export const MySubscriptionResponseSchema = z.object({ subscription: MySubscriptionSchema.nullable() });

/** Where the provider sends the browser back after checkout: Settings, with the outcome. */
export const CHECKOUT_RETURN_PATHS = {
  success: "/dashboard/settings?checkout=success",
  cancelled: "/dashboard/settings?checkout=cancelled",
} as const;

export const BILLING_RETURN_PATH = "/dashboard/settings";
