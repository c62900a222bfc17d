import type { Kysely } from "kysely";
import { asPlanId } from "#server/accounts/account-plan";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { fieldIssuesError } from "#server/http/validation-hook";
import type { PaymentProvider } from "#server/payments/payment-provider";
import {
  BILLING_RETURN_PATH,
  CHECKOUT_RETURN_PATHS,
  type CheckoutResponse,
  type PortalReason,
} from "#shared/billing/billing.schema";
import { subscriptionStanding } from "#shared/billing/subscription-status";
import { type PlanId, planById, planByPriceId, planName } from "#shared/catalogue/plans";
import { type Language, localizedPath } from "#shared/i18n/languages";
import {
  findCustomer,
  findSubscriptionByUser,
  findSubscriptionWithPrice,
  saveCustomer,
} from "./billing.repository.ts";

export type CheckoutDeps = { db: Kysely<Database>; payments: PaymentProvider; publicUrl: string };

/** Why the portal and not a checkout, from the plan the account has (null: not one of ours) and the one chosen. */
export function portalReason(current: PlanId | null, chosen: PlanId): PortalReason {
  if (current === null) return "switch";
  if (current === chosen) return "same-plan";
  return planById(chosen).priceCents > planById(current).priceCents ? "upgrade" : "downgrade";
}

/**
 * Choose Plan: a hosted checkout for the plan. An account that already has a subscription is sent to
 * the billing portal instead, so nobody pays for two plans: a live one (trialing, active) is switched
 * there, and one whose payment is due (past due, unpaid, incomplete) is paid there, while the provider
 * still tries to collect it. A new checkout would start a second subscription beside it.
 *
 * A checkout starts only with the buyer's express request that the plan start before the withdrawal
 * period ends, and their acknowledgement that their right of withdrawal then ends (§ 356 (4) and (5)
 * BGB): `withdrawalConsentAt` is that moment, kept with the subscription the checkout starts.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  user: { id: string; email: string; language: Language },
  planId: PlanId,
  withdrawalConsentAt: Date | null,
): Promise<CheckoutResponse> {
  const current = await findSubscriptionWithPrice(deps.db, user.id);
  const standing = current ? subscriptionStanding(current.status) : "ended";
  if (current && standing !== "ended") {
    if (current.provider === "manual") throw new AppError("CONFLICT", "errors.billing.manualPlan");
    const currentPlan =
      asPlanId(current.plan_id) ?? planByPriceId(current.price_id, deps.payments.priceIds)?.id;
    const currentPlanName = planName(currentPlan ?? null, current.product_name) ?? "your plan";
    const portal = await openBillingPortal(deps, user).catch((error: unknown) => {
      // The subscription is held by a provider this server no longer uses: no portal to send them to.
      if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
      throw new AppError(
        "CONFLICT",
        standing === "payment-due"
          ? "errors.billing.paymentDueElsewhere"
          : "errors.billing.planHeldElsewhere",
        { values: { plan: currentPlanName } },
      );
    });
    return {
      destination: "portal",
      url: portal.url,
      reason: standing === "payment-due" ? "payment-due" : portalReason(currentPlan ?? null, planId),
      currentPlanName,
    };
  }
  // Refused as the body's own check refuses a false value, naming the field.
  if (!withdrawalConsentAt) {
    throw fieldIssuesError([
      { path: "withdrawalConsent", message: "errors.billing.withdrawalConsentMissing" },
    ]);
  }
  const customerId = await customerIdFor(deps, user);
  const { url } = await deps.payments.createCheckoutSession({
    userId: user.id,
    customerId,
    priceId: deps.payments.priceIds[planId],
    successUrl: `${deps.publicUrl}${localizedPath(user.language, CHECKOUT_RETURN_PATHS.success)}`,
    cancelUrl: `${deps.publicUrl}${localizedPath(user.language, CHECKOUT_RETURN_PATHS.cancelled)}`,
    language: user.language,
    withdrawalConsentAt: withdrawalConsentAt.toISOString(),
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

/** The provider's billing portal for the account's customer, in the account's language, returning to Settings. */
export async function openBillingPortal(
  deps: CheckoutDeps,
  user: { id: string; language: Language },
): Promise<{ url: string }> {
  const userId = user.id;
  const customer = await findCustomer(deps.db, userId);
  if (customer?.provider !== deps.payments.kind || !customer.provider_customer_id) {
    const subscription = await findSubscriptionByUser(deps.db, userId);
    if (subscription?.provider === "manual" && subscriptionStanding(subscription.status) !== "ended") {
      throw new AppError("CONFLICT", "errors.billing.manualPlan");
    }
    throw new AppError("NOT_FOUND", "errors.billing.noSubscriptionYet");
  }
  return deps.payments.createPortalSession({
    customerId: customer.provider_customer_id,
    returnUrl: `${deps.publicUrl}${localizedPath(user.language, BILLING_RETURN_PATH)}`,
    language: user.language,
  });
}
