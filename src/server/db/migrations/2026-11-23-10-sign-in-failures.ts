import type { Kysely } from "kysely";

// Failed sign-ins per account (e-mail address), for the per-account backoff of ADR 15. In the
// database, so that every instance sees the same count.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_in_failures")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failed_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .execute();
  await db.schema
    .createIndex("sign_in_failures_last_failed_idx")
    .on("sign_in_failures")
    .column("last_failed_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_failures").execute();
}
