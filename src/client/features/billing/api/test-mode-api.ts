import { queryOptions } from "@tanstack/react-query";
import {
  TestCheckoutResultSchema,
  TestCheckoutSessionSchema,
  TestPortalSchema,
} from "#shared/billing/test-mode.schema";
import type { PlanId } from "#shared/catalogue/plans";
import { api } from "../../../lib/api.ts";

/** The test-mode portal's view; the live change stream marks it stale with the account's subscription. */
export const TEST_PORTAL_QUERY_KEY = ["billing", "test-portal"] as const;

export const testCheckoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ["billing", "test-checkout", sessionId] as const,
    queryFn: async () =>
      TestCheckoutSessionSchema.parse(
        await api(`/api/billing/test/checkout-sessions/${encodeURIComponent(sessionId)}`),
      ),
    retry: false,
    staleTime: 0,
  });

export async function completeTestCheckout(sessionId: string) {
  return TestCheckoutResultSchema.parse(
    await api(`/api/billing/test/checkout-sessions/${encodeURIComponent(sessionId)}/complete`, {
      method: "POST",
    }),
  );
}

export async function cancelTestCheckout(sessionId: string) {
  return TestCheckoutResultSchema.parse(
    await api(`/api/billing/test/checkout-sessions/${encodeURIComponent(sessionId)}/cancel`, {
      method: "POST",
    }),
  );
}

export const testPortalQueryOptions = () =>
  queryOptions({
    queryKey: TEST_PORTAL_QUERY_KEY,
    queryFn: async () => TestPortalSchema.parse(await api("/api/billing/test/portal")),
    staleTime: 0,
  });

export type TestPortalAction = { type: "cancel" } | { type: "resume" } | { type: "switch"; planId: PlanId };

export async function applyTestPortalAction(action: TestPortalAction) {
  const path = `/api/billing/test/portal/${action.type}`;
  const init =
    action.type === "switch" ? { method: "POST", json: { planId: action.planId } } : { method: "POST" };
  return TestPortalSchema.parse(await api(path, init));
}
