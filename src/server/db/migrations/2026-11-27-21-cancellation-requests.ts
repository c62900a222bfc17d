import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The cancellation button (ADR 47): every cancellation sent through it, as received (who, which
// contract, ordinary or extraordinary with its reason, from when, the page's language for the mails),
// what became of it, and, while it waits for the account owner's click, the SHA-256 of that link's
// token. The admin inbox marks the entries that are cancellations for a person to handle.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cancellation_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("signed_in", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("plan_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("effective_date", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("token_hash", "text")
    .addColumn("token_expires_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("sender_ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("resolved_at", "text")
    .execute();
  await db.schema
    .createIndex("cancellation_requests_token_idx")
    .on("cancellation_requests")
    .column("token_hash")
    .unique()
    .execute();
  await db.schema
    .createIndex("cancellation_requests_status_idx")
    .on("cancellation_requests")
    .columns(["status", "token_expires_at"])
    .execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("message"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_messages").dropColumn("kind").execute();
  await db.schema.dropTable("cancellation_requests").ifExists().execute();
}
