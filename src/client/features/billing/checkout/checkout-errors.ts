import { ApiError } from "#client/lib/api.ts";
import type { Translate } from "#shared/i18n/translator";
import { ProviderRedirectError } from "./provider-redirect.ts";

/** The name used when the provider's own name could not be learned (Vitrine itself was unreachable). */
export const UNKNOWN_PROVIDER_NAME = "Vitrine";

/** What a failed Choose Plan says: the provider's refusal in its own words, else what went wrong. */
export function checkoutErrorToast(
  t: Translate,
  error: unknown,
  provider: string,
): { title: string; description: string } {
  if (error instanceof ProviderRedirectError) {
    return {
      title: t("billing.checkoutError.providerTitle", { provider }),
      description: t("billing.checkoutError.redirect"),
    };
  }
  // The provider refused the checkout: its own message.
  if (error instanceof ApiError && error.code === "PAYMENT_PROVIDER") {
    return { title: t("billing.checkoutError.providerTitle", { provider }), description: error.message };
  }
  const title = t("billing.checkoutError.title", { provider });
  const connectionFailure = t("billing.checkoutError.connection", { provider });
  if (error instanceof ApiError) {
    if (error.code === "NETWORK") return { title, description: connectionFailure };
    // Our checkout endpoint said why; or answered without saying.
    return { title, description: error.fromServer ? error.message : t("billing.checkoutError.noReason") };
  }
  const message = error instanceof Error && error.message ? error.message : connectionFailure;
  return { title, description: message };
}
