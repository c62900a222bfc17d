import { ApiError } from "#client/lib/api.ts";
import { ProviderRedirectError } from "./provider-redirect.ts";

/** The name used when the provider's own name could not be learned (Vitrine itself was unreachable). */
export const UNKNOWN_PROVIDER_NAME = "Vitrine";

/** What a failed Choose Plan says: the provider's refusal in its own words, else what went wrong. */
export function checkoutErrorToast(
  error: unknown,
  providerName: string,
): { title: string; description: string } {
  // The provider refused the checkout, or its page could not be reached: its own message.
  if (
    error instanceof ProviderRedirectError ||
    (error instanceof ApiError && error.code === "PAYMENT_PROVIDER")
  ) {
    return { title: `${providerName} Checkout Error`, description: error.message };
  }
  const connectionFailure = `Could not connect to ${providerName}. Please try again.`;
  if (error instanceof ApiError) {
    if (error.code === "NETWORK") return { title: `${providerName} Error`, description: connectionFailure };
    // Our checkout endpoint said why; or answered without saying.
    return {
      title: `${providerName} Error`,
      description: error.fromServer ? error.message : "Edge function returned a non-2xx status code",
    };
  }
  const message = error instanceof Error && error.message ? error.message : connectionFailure;
  return { title: `${providerName} Error`, description: message };
}
