import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The built-in test-mode provider's checkout sessions (docs/decisions/0019): who may complete them,
// for which price, until when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("test_checkout_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("price_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("success_url", "text", (c) => c.notNull())
    .addColumn("cancel_url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("test_checkout_sessions_user_idx")
    .on("test_checkout_sessions")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("test_checkout_sessions").ifExists().execute();
}
