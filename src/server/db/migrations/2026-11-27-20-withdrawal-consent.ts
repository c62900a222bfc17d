import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// When the buyer expressly asked for their plan to start before the withdrawal period ends and
// acknowledged that their right of withdrawal then ends (§ 356 (4) and (5) BGB): stored with the
// test-mode checkout session that took the request, and with the subscription it started (Stripe
// carries it in the subscription's metadata). Subscriptions started before have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("test_checkout_sessions").addColumn("withdrawal_consent_at", "text").execute();
  await db.schema.alterTable("subscriptions").addColumn("withdrawal_consent_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscriptions").dropColumn("withdrawal_consent_at").execute();
  await db.schema.alterTable("test_checkout_sessions").dropColumn("withdrawal_consent_at").execute();
}
