import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import type { PaymentProvider } from "#server/payments/payment-provider";
import { deactivatePlanPricesExcept, savePrice } from "./billing.repository.ts";

const RETRY_MS = [30_000, 60_000, 5 * 60_000, 15 * 60_000];

/**
 * Stores the plans' prices as the provider holds them now, and stops offering plan prices it no
 * longer uses (another provider's, or a price replaced in the configuration).
 */
export async function syncPlanPrices(
  db: Kysely<Database>,
  payments: PaymentProvider,
  now: Date = new Date(),
): Promise<void> {
  const prices = await payments.fetchPlanPrices();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const price of prices) {
      await savePrice(trx, {
        id: price.id,
        provider: payments.kind,
        plan_id: price.planId,
        product_id: price.productId,
        product_name: price.productName,
        unit_amount: price.unitAmount,
        currency: price.currency,
        interval: price.interval,
        active: price.active ? 1 : 0,
        updated_at: at,
      });
    }
    await deactivatePlanPricesExcept(
      trx,
      prices.map((p) => p.id),
      at,
    );
  });
}

/**
 * At start: the test mode's built-in prices are stored before the server answers; Stripe's are fetched
 * in the background and retried until Stripe answers, so an outage at Stripe never stops the start.
 * Afterwards Stripe's price and product events keep them true.
 */
export async function preparePlanPrices(
  db: Kysely<Database>,
  payments: PaymentProvider,
  log: Logger,
): Promise<void> {
  if (payments.kind === "test") {
    await syncPlanPrices(db, payments);
    return;
  }
  const attempt = (n: number) => {
    syncPlanPrices(db, payments)
      .then(() => log.info("plan prices fetched from Stripe"))
      .catch((err: unknown) => {
        const delay = RETRY_MS[Math.min(n, RETRY_MS.length - 1)] ?? 60_000;
        log.error(
          { err: { message: (err as Error).message }, retryInMs: delay },
          "could not fetch the plan prices",
        );
        setTimeout(() => attempt(n + 1), delay).unref();
      });
  };
  attempt(0);
}
