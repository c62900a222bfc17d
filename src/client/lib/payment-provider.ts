import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "./api.ts";
import { billingKeys } from "./query-keys.ts";

/**
 * Stripe, or the built-in test mode: its name goes into the checkout toasts. It never changes while
 * running. Our own answer is not parsed again (ADR 24), so the pages that show plans carry no zod.
 */
export const paymentProviderQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.provider(),
    queryFn: () => api(apiClient.api.billing.provider.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
