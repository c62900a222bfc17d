import { queryOptions } from "@tanstack/react-query";
import type { PlanId } from "#shared/catalogue/plans";
import { api, apiClient } from "../../../lib/api.ts";

const test = apiClient.api.billing.test;

/** The test-mode portal's view; the live change stream marks it stale with the account's subscription. */
export const TEST_PORTAL_QUERY_KEY = ["billing", "test-portal"] as const;

export const testCheckoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ["billing", "test-checkout", sessionId] as const,
    queryFn: () =>
      api(test["checkout-sessions"][":id"].$get({ param: { id: encodeURIComponent(sessionId) } })),
    retry: false,
    staleTime: 0,
  });

export function completeTestCheckout(sessionId: string) {
  return api(
    test["checkout-sessions"][":id"].complete.$post({ param: { id: encodeURIComponent(sessionId) } }),
  );
}

export function cancelTestCheckout(sessionId: string) {
  return api(test["checkout-sessions"][":id"].cancel.$post({ param: { id: encodeURIComponent(sessionId) } }));
}

export const testPortalQueryOptions = () =>
  queryOptions({
    queryKey: TEST_PORTAL_QUERY_KEY,
    queryFn: () => api(test.portal.$get()),
    staleTime: 0,
  });

export type TestPortalAction = { type: "cancel" } | { type: "resume" } | { type: "switch"; planId: PlanId };

export function applyTestPortalAction(action: TestPortalAction) {
  switch (action.type) {
    case "cancel":
      return api(test.portal.cancel.$post());
    case "resume":
      return api(test.portal.resume.$post());
    case "switch":
      return api(test.portal.switch.$post({ json: { planId: action.planId } }));
  }
}
