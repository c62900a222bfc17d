import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { TEST_MODE_PROVIDER_NAME } from "#shared/billing/test-mode.schema";
import { PLAN_IDS, PLANS, type PlanId } from "#shared/catalogue/plans";
import type { PaymentProvider } from "./payment-provider.ts";
import {
  deleteStaleTestCheckoutSessions,
  insertTestCheckoutSession,
} from "./test-checkout-sessions.repository.ts";
import { testModeId } from "./test-mode-events.ts";

/** How long a test checkout can be completed after it was opened. */
const TEST_CHECKOUT_TTL_MS = 60 * 60 * 1000;

/** The built-in prices: one per plan, as the shared catalogue lists them. */
export const TEST_MODE_PRICE_IDS = Object.fromEntries(
  PLAN_IDS.map((id) => [id, `price_test_${id}`]),
) as Record<PlanId, string>;

export type TestModeProvider = PaymentProvider & { kind: "test" };

/**
 * The provider used when Stripe is not configured: checkout and portal are pages of Vitrine itself
 * (labelled as test mode, asking for no card), whose actions produce Stripe-shaped events for the
 * same bookkeeping (see features/billing/test-mode.service.ts and docs/decisions/0019).
 */
export function createTestModeProvider(db: Kysely<Database>): TestModeProvider {
  return {
    kind: "test",
    displayName: TEST_MODE_PROVIDER_NAME,
    priceIds: TEST_MODE_PRICE_IDS,
    createCustomer: async () => testModeId("cus"),
    createCheckoutSession: async (input) => {
      const now = new Date();
      await deleteStaleTestCheckoutSessions(db, new Date(now.getTime() - TEST_CHECKOUT_TTL_MS).toISOString());
      const id = testModeId("cs");
      await insertTestCheckoutSession(db, {
        id,
        user_id: input.userId,
        customer_id: input.customerId,
        price_id: input.priceId,
        status: "open",
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + TEST_CHECKOUT_TTL_MS).toISOString(),
        withdrawal_consent_at: input.withdrawalConsentAt,
      });
      return { url: `/billing/test-checkout/${id}` };
    },
    createPortalSession: async () => ({ url: "/billing/test-portal" }),
    // Test-mode subscriptions exist only in Vitrine's own tables, which the account deletion removes.
    cancelSubscription: async () => {},
    fetchPlanPrices: async () =>
      PLANS.map((plan) => ({
        id: TEST_MODE_PRICE_IDS[plan.id],
        planId: plan.id,
        productId: `prod_test_${plan.id}`,
        productName: plan.name,
        unitAmount: plan.priceCents,
        currency: plan.currency,
        interval: plan.interval,
        active: true,
      })),
  };
}
