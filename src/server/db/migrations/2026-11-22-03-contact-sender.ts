import type { Kysely } from "kysely";

// The sender's address, kept for the per-address rate limit of the contact form.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("contact_messages")
    .addColumn("sender_ip", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("contact_messages_sender_idx")
    .on("contact_messages")
    .columns(["sender_ip", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("contact_messages_sender_idx").execute();
  await db.schema.alterTable("contact_messages").dropColumn("sender_ip").execute();
}
