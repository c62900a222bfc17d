import type { Kysely } from "kysely";
import type { Config } from "#server/config";
import type { Database } from "#server/db/schema";
import { createStripeProvider, type StripeProvider } from "./stripe-provider.ts";
import { createTestModeProvider, type TestModeProvider } from "./test-mode-provider.ts";

export type ConfiguredPaymentProvider = StripeProvider | TestModeProvider;

/** Stripe when STRIPE_SECRET_KEY (and its companions) are set; the built-in test mode otherwise. */
export function createPaymentProvider(config: Config, db: Kysely<Database>): ConfiguredPaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createTestModeProvider(db);
}
