import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import type { PlanId } from "#shared/catalogue/plans";

export const mySubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.subscription(),
    queryFn: async () => (await api(apiClient.api.me.subscription.$get())).subscription,
  });

export { paymentProviderQueryOptions } from "#client/lib/payment-provider.ts";

/**
 * Choose Plan: where to go, the provider's checkout or (for a subscriber) the billing portal. A checkout
 * needs the buyer's express request to start before the withdrawal period ends (`withdrawalConsent`).
 */
export async function startCheckout(planId: PlanId, withdrawalConsent: boolean) {
  return api(
    apiClient.api.billing.checkout.$post({
      json: withdrawalConsent ? { planId, withdrawalConsent: true } : { planId },
    }),
  );
}

export async function openBillingPortal() {
  return api(apiClient.api.billing.portal.$post());
}
