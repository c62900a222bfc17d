import { queryOptions } from "@tanstack/react-query";
import {
  CheckoutResponseSchema,
  type MySubscription,
  MySubscriptionResponseSchema,
  PortalResponseSchema,
} from "#shared/billing/billing.schema";
import type { PlanId } from "#shared/catalogue/plans";
import { api } from "../api.ts";

/** The account's own subscription; the live change stream marks it stale when it changes. */
export const SUBSCRIPTION_QUERY_KEY = ["me", "subscription"] as const;

export const mySubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async (): Promise<MySubscription | null> =>
      MySubscriptionResponseSchema.parse(await api("/api/me/subscription")).subscription,
  });

export { paymentProviderQueryOptions } from "./payment-provider.ts";

/** Choose Plan: where to go, the provider's checkout or (for a subscriber) the billing portal. */
export async function startCheckout(planId: PlanId) {
  return CheckoutResponseSchema.parse(
    await api("/api/billing/checkout", { method: "POST", json: { planId } }),
  );
}

export async function openBillingPortal() {
  return PortalResponseSchema.parse(await api("/api/billing/portal", { method: "POST" }));
}
