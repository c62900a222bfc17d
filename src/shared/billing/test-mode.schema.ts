import { z } from "zod";
import { MySubscriptionSchema, PlanIdSchema } from "./billing.schema.ts";

/** The name the checkout toasts use for the built-in test-mode provider (Stripe's are "Stripe ..."). */
export const TEST_MODE_PROVIDER_NAME = "Test Payments";

/** A test-mode checkout session, as its (own) buyer sees it on the test checkout page. */
export const TestCheckoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  planId: PlanIdSchema,
  planName: z.string(),
  unitAmount: z.number().int(),
  currency: z.string(),
  interval: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSessionSchema>;

/** Where the test checkout sends the browser next (the success or cancel address). */
export const TestCheckoutResultSchema = z.object({ redirectUrl: z.string() });

/** The test-mode billing portal: the subscription the provider manages for this account, if any. */
export const TestPortalSchema = z.object({ subscription: MySubscriptionSchema.nullable() });
export type TestPortal = z.infer<typeof TestPortalSchema>;

export const SwitchPlanRequestSchema = z.object({ planId: PlanIdSchema });
