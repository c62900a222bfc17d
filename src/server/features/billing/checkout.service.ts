import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import type { PaymentProvider } from "#server/payments/payment-provider";
import {
  BILLING_RETURN_PATH,
  CHECKOUT_RETURN_PATHS,
  type CheckoutResponse,
  isLiveSubscriptionStatus,
} from "#shared/billing/billing.schema";
import type { PlanId } from "#shared/catalogue/plans";
import { findCustomer, findSubscriptionByUser, saveCustomer } from "./billing.repository.ts";

export type CheckoutDeps = { db: Kysely<Database>; payments: PaymentProvider; publicUrl: string };

const MANUAL_PLAN_MESSAGE = "Your plan was set up by our team. Write to us to change it.";

/**
 * Choose Plan: a hosted checkout for the plan; or, for an account that already has a trialing or
 * active subscription, the billing portal, so nobody pays for two plans.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  user: { id: string; email: string },
  planId: PlanId,
): Promise<CheckoutResponse> {
  const current = await findSubscriptionByUser(deps.db, user.id);
  if (current && isLiveSubscriptionStatus(current.status)) {
    if (current.provider === "manual") throw new AppError("CONFLICT", MANUAL_PLAN_MESSAGE);
    return { destination: "portal", url: (await openBillingPortal(deps, user.id)).url };
  }
  const customerId = await customerIdFor(deps, user);
  const { url } = await deps.payments.createCheckoutSession({
    userId: user.id,
    customerId,
    priceId: deps.payments.priceIds[planId],
    successUrl: `${deps.publicUrl}${CHECKOUT_RETURN_PATHS.success}`,
    cancelUrl: `${deps.publicUrl}${CHECKOUT_RETURN_PATHS.cancelled}`,
  });
  return { destination: "checkout", url };
}

/** The account's customer at the current provider: reused when there is one, else created. */
async function customerIdFor(deps: CheckoutDeps, user: { id: string; email: string }): Promise<string> {
  const existing = await findCustomer(deps.db, user.id);
  if (existing?.provider === deps.payments.kind && existing.provider_customer_id) {
    return existing.provider_customer_id;
  }
  const providerCustomerId = await deps.payments.createCustomer(user);
  await saveCustomer(deps.db, {
    userId: user.id,
    providerCustomerId,
    provider: deps.payments.kind,
    now: new Date().toISOString(),
  });
  return providerCustomerId;
}

/** The provider's billing portal for the account's customer, returning to Settings. */
export async function openBillingPortal(deps: CheckoutDeps, userId: string): Promise<{ url: string }> {
  const customer = await findCustomer(deps.db, userId);
  if (customer?.provider !== deps.payments.kind || !customer.provider_customer_id) {
    const subscription = await findSubscriptionByUser(deps.db, userId);
    if (subscription?.provider === "manual" && isLiveSubscriptionStatus(subscription.status)) {
      throw new AppError("CONFLICT", MANUAL_PLAN_MESSAGE);
    }
    throw new AppError("NOT_FOUND", "You have no subscription to manage yet. Choose a plan first.");
  }
  return deps.payments.createPortalSession({
    customerId: customer.provider_customer_id,
    returnUrl: `${deps.publicUrl}${BILLING_RETURN_PATH}`,
  });
}
