import { api, apiClient } from "#client/lib/api.ts";
import type { CancellationRequest } from "#shared/billing/cancellation.schema";

/** Sends a cancellation with the cancellation button; the answer is its confirmation of receipt. */
export function sendCancellation(input: CancellationRequest, botCheckPayload: string) {
  return api(apiClient.api.cancellations.$post({ json: input, header: { "x-altcha": botCheckPayload } }));
}

/** The one-click link from the confirmation of receipt: carries the cancellation out. */
export function confirmCancellation(token: string) {
  return api(apiClient.api.cancellations.confirm.$post({ json: { token } }));
}
