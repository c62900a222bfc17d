import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { billingKeys } from "#client/lib/query-keys.ts";
import type { PlanId } from "#shared/catalogue/plans";

const test = apiClient.api.billing.test;

export const testCheckoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: billingKeys.testCheckout(sessionId),
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
    queryKey: billingKeys.testPortal(),
    queryFn: () => api(test.portal.$get()),
    staleTime: 0,
  });

export type TestPortalAction =
  | { type: "cancel" }
  | { type: "resume" }
  | { type: "switch"; planId: PlanId }
  | { type: "fail-payment" }
  | { type: "pay" };

export function applyTestPortalAction(action: TestPortalAction) {
  switch (action.type) {
    case "cancel":
      return api(test.portal.cancel.$post());
    case "resume":
      return api(test.portal.resume.$post());
    case "switch":
      return api(test.portal.switch.$post({ json: { planId: action.planId } }));
    case "fail-payment":
      return api(test.portal["fail-payment"].$post());
    case "pay":
      return api(test.portal.pay.$post());
  }
}
