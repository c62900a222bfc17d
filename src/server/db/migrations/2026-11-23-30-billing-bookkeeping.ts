import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The bookkeeping of docs/decisions/0018: customers of either provider, the plans' prices, the time of
// the provider event each subscription row reflects (order safety) and the events already handled
// (idempotency).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("customers")
    .renameColumn("stripe_customer_id", "provider_customer_id")
    .execute();
  await db.schema.alterTable("customers").addColumn("provider", "text").execute();

  await db.schema.alterTable("subscriptions").addColumn("provider_event_at", "text").execute();
  await db.schema.createIndex("subscriptions_status_idx").on("subscriptions").column("status").execute();

  await db.schema
    .createTable("prices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("plan_id", "text")
    .addColumn("product_id", "text")
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("unit_amount", "integer")
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("interval", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("processed_payment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("processed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("processed_payment_events").ifExists().execute();
  await db.schema.dropTable("prices").ifExists().execute();
  await db.schema.dropIndex("subscriptions_status_idx").ifExists().execute();
  await db.schema.alterTable("subscriptions").dropColumn("provider_event_at").execute();
  await db.schema.alterTable("customers").dropColumn("provider").execute();
  await db.schema
    .alterTable("customers")
    .renameColumn("provider_customer_id", "stripe_customer_id")
    .execute();
}
