import { queryOptions } from "@tanstack/react-query";
import type { PaymentProviderInfo } from "#shared/billing/billing.schema";
import { api } from "../api.ts";

/**
 * Stripe, or the built-in test mode: its name goes into the checkout toasts. It never changes while
 * running. Our own answer is not parsed again (ADR 24), so the pages that show plans carry no zod.
 */
export const paymentProviderQueryOptions = () =>
  queryOptions({
    queryKey: ["billing", "provider"] as const,
    queryFn: () => api<PaymentProviderInfo>("/api/billing/provider"),
    staleTime: Number.POSITIVE_INFINITY,
  });
