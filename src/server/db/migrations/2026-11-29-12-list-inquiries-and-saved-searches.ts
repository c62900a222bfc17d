import { type Kysely, sql } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// - inquiries.sender_user_id: the account that sent an inquiry from its workspace (null for a
//   visitor's inquiry, and once that account is deleted).
// - shortlist_inquiries: which inquiry threads one inquiry to a whole shortlist started.
// - talents.first_approved_at: when a profile first went public, for the saved searches' alerts;
//   profiles public before now count from their last change.
// - saved_searches: a named set of /talents filters (the query string), its alert (daily, weekly or
//   none), when the last alert went and when the owner last looked, and the hash of the token of
//   its one-click unsubscribe link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("inquiries")
    .addColumn("sender_user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("inquiries_sender_user_idx").on("inquiries").column("sender_user_id").execute();

  await db.schema
    .createTable("shortlist_inquiries")
    .addColumn("shortlist_id", "text", (c) => c.notNull().references("shortlists.id").onDelete("cascade"))
    .addColumn("inquiry_id", "text", (c) => c.notNull().references("inquiries.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("shortlist_inquiries_pk", ["shortlist_id", "inquiry_id"])
    .execute();
  await db.schema
    .createIndex("shortlist_inquiries_inquiry_idx")
    .on("shortlist_inquiries")
    .column("inquiry_id")
    .execute();

  await db.schema.alterTable("talents").addColumn("first_approved_at", "text").execute();
  await db
    .updateTable("talents" as never)
    .set({ first_approved_at: sql`updated_at` } as never)
    .where("status" as never, "=", "approved" as never)
    .execute();
  await db.schema
    .createIndex("talents_first_approved_idx")
    .on("talents")
    .column("first_approved_at")
    .execute();

  await db.schema
    .createTable("saved_searches")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    // The filters as /talents writes them in its URL, without the leading "?".
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("alert", "text", (c) => c.notNull().check(sql`alert in ('daily', 'weekly', 'none')`))
    .addColumn("last_alert_at", "text", (c) => c.notNull())
    .addColumn("last_visit_at", "text", (c) => c.notNull())
    .addColumn("unsubscribe_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("saved_searches_owner_idx").on("saved_searches").column("owner_id").execute();
  await db.schema
    .createIndex("saved_searches_alert_idx")
    .on("saved_searches")
    .columns(["alert", "last_alert_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("saved_searches").execute();
  await db.schema.alterTable("talents").dropColumn("first_approved_at").execute();
  await db.schema.dropTable("shortlist_inquiries").execute();
  await db.schema.alterTable("inquiries").dropColumn("sender_user_id").execute();
}
