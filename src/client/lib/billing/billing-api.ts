import { queryOptions } from "@tanstack/react-query";
import type { PlanId } from "#shared/catalogue/plans";
import { api, apiClient } from "../api.ts";

/** The account's own subscription; the live change stream marks it stale when it changes. */
export const SUBSCRIPTION_QUERY_KEY = ["me", "subscription"] as const;

export const mySubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async () => (await api(apiClient.api.me.subscription.$get())).subscription,
  });

export { paymentProviderQueryOptions } from "./payment-provider.ts";

/** Choose Plan: where to go, the provider's checkout or (for a subscriber) the billing portal. */
export async function startCheckout(planId: PlanId) {
  return api(apiClient.api.billing.checkout.$post({ json: { planId } }));
}

export async function openBillingPortal() {
  return api(apiClient.api.billing.portal.$post());
}
