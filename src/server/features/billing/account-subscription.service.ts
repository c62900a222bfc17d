import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { AppError, type Localized } from "#server/http/app-error";
import type { PaymentProvider } from "#server/payments/payment-provider";
import { serverT } from "#shared/i18n/server-i18n";
import { findSubscriptionByUser } from "./billing.repository.ts";
import { isEndedStatus } from "./subscription-order.ts";

/**
 * Before an account is deleted, its subscription is ended with the provider, so it is never charged
 * again. When the provider cannot be told, this throws and the account stays, whole.
 */
export async function cancelSubscriptionBeforeDeletion(
  deps: { db: Kysely<Database>; payments: PaymentProvider },
  userId: string,
): Promise<void> {
  const subscription = await findSubscriptionByUser(deps.db, userId);
  if (!subscription?.provider_subscription_id || isEndedStatus(subscription.status)) return;
  // An administrator's plan and a test-mode subscription exist only in Vitrine's own tables.
  if (subscription.provider === "manual") return;
  if (subscription.provider === "test" && deps.payments.kind !== "test") return;
  const holder = subscription.provider === "stripe" ? "Stripe" : deps.payments.displayName;
  const failure = (reason: Localized) =>
    new AppError("PAYMENT_PROVIDER", "errors.billing.cancelBeforeDeletionFailed", {
      values: { holder, reason },
    });
  if (subscription.provider !== deps.payments.kind) {
    throw failure((language) => serverT(language)("errors.billing.writeToUsToEnd"));
  }
  try {
    await deps.payments.cancelSubscription(subscription.provider_subscription_id);
  } catch (err) {
    if (err instanceof AppError && err.code === "PAYMENT_PROVIDER") {
      throw failure((language) => err.messageIn(language));
    }
    throw err;
  }
}
