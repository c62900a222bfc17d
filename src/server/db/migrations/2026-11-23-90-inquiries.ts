import type { Kysely } from "kysely";

// Inquiries (ADR 34): a visitor writes to a talent, the two answer each other in a thread.
// The talent's two new choices live on the profile; threads, their messages, the senders' private
// links (stored as SHA-256 hashes only) and blocked sender addresses get tables of their own.
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("talents")
    .addColumn("show_contact_email", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("talents")
    .addColumn("inquiries_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("inquiries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("talent_id", "text", (c) => c.notNull().references("talents.id").onDelete("cascade"))
    .addColumn("sender_name", "text", (c) => c.notNull())
    .addColumn("sender_email", "text", (c) => c.notNull())
    // lower case, without "+tag": what blocks are matched on (ADR 34)
    .addColumn("sender_key", "text", (c) => c.notNull())
    .addColumn("sender_company", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sender_ip", "text", (c) => c.notNull())
    // PAY or TFP
    .addColumn("job_kind", "text", (c) => c.notNull())
    .addColumn("date_from", "text", (c) => c.notNull())
    .addColumn("date_to", "text")
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("budget_eur", "integer")
    // open, archived or spam
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("unread_by_talent", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("reported_at", "text")
    .addColumn("report_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_activity_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("inquiries_talent_idx")
    .on("inquiries")
    .columns(["talent_id", "last_activity_at"])
    .execute();
  await db.schema.createIndex("inquiries_activity_idx").on("inquiries").column("last_activity_at").execute();
  await db.schema
    .createIndex("inquiries_sender_ip_idx")
    .on("inquiries")
    .columns(["sender_ip", "created_at"])
    .execute();
  await db.schema.createIndex("inquiries_reported_idx").on("inquiries").column("reported_at").execute();

  await db.schema
    .createTable("inquiry_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("inquiry_id", "text", (c) => c.notNull().references("inquiries.id").onDelete("cascade"))
    // sender or talent
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    // the sender's address for their replies (rate limits); empty for the talent's
    .addColumn("sender_ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("inquiry_messages_thread_idx")
    .on("inquiry_messages")
    .columns(["inquiry_id", "created_at"])
    .execute();

  await db.schema
    .createTable("inquiry_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("inquiry_id", "text", (c) => c.notNull().references("inquiries.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("inquiry_tokens_inquiry_idx")
    .on("inquiry_tokens")
    .column("inquiry_id")
    .execute();

  await db.schema
    .createTable("inquiry_blocks")
    .addColumn("id", "text", (c) => c.primaryKey())
    // a talent's id, or "*" for a block on the whole platform
    .addColumn("scope", "text", (c) => c.notNull())
    // the same talent (null for the platform), so a talent's blocks go with the profile
    .addColumn("talent_id", "text", (c) => c.references("talents.id").onDelete("cascade"))
    .addColumn("sender_key", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("inquiry_blocks_scope_sender_unique", ["scope", "sender_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("inquiry_blocks").execute();
  await db.schema.dropTable("inquiry_tokens").execute();
  await db.schema.dropTable("inquiry_messages").execute();
  await db.schema.dropTable("inquiries").execute();
  await db.schema.alterTable("talents").dropColumn("inquiries_enabled").execute();
  await db.schema.alterTable("talents").dropColumn("show_contact_email").execute();
}
