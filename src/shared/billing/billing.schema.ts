import { z } from "zod";
import { PLAN_IDS } from "#shared/catalogue/plans";
import { invalid } from "#shared/i18n/validation-message";

export const PlanIdSchema = z.enum(PLAN_IDS, { message: invalid("validation.plan.choose") });

/** Which payment provider this server uses, and the name the checkout toasts give it. */
export const PaymentProviderInfoSchema = z.object({
  provider: z.enum(["stripe", "test"]),
  name: z.string(),
});
export type PaymentProviderInfo = z.infer<typeof PaymentProviderInfoSchema>;

/**
 * Choose Plan. A checkout needs `withdrawalConsent: true`: the buyer expressly asks for the plan to
 * start before the withdrawal period ends and acknowledges that their right of withdrawal then ends
 * (§ 356 (4) and (5) BGB). An account that is sent to the billing portal instead needs none.
 */
export const CheckoutRequestSchema = z.object({
  planId: PlanIdSchema,
  withdrawalConsent: z.literal(true, { message: "billing.consent.required" }).optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/**
 * Why Choose Plan leads to the billing portal instead of a checkout: the account already has this plan,
 * a cheaper or dearer one (plans are switched in the portal), or a payment is due on its plan.
 */
export const PORTAL_REASONS = ["same-plan", "upgrade", "downgrade", "switch", "payment-due"] as const;
export type PortalReason = (typeof PORTAL_REASONS)[number];

/**
 * Where Choose Plan sends the browser: the provider's checkout; or, for an account with a subscription
 * (live, or with a payment due), its billing portal, with the reason and the plan it has.
 */
export const CheckoutResponseSchema = z.object({
  url: z.string(),
  destination: z.enum(["checkout", "portal"]),
  /** Only with the portal. */
  reason: z.enum(PORTAL_REASONS).optional(),
  /** The name of the plan the account has, only with the portal. */
  currentPlanName: z.string().optional(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const PortalResponseSchema = z.object({ url: z.string() });

/**
 * The signed-in account's subscription as Settings shows it: a live one (trialing, active) or one with
 * a payment due (past due, unpaid, incomplete); an ended one is none.
 */
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
