import { type Kysely, sql } from "kysely";

// Reports visitors send about a public profile: the reason (one of four), the reporter's text, and
// what an administrator did with it. The reporter is not stored: no address, no IP (the sender budget
// counts the request on its own). Goes with the profile.
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("talent_reports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("talent_id", "text", (c) => c.notNull().references("talents.id").onDelete("cascade"))
    .addColumn("reason", "text", (c) =>
      c.notNull().check(sql`reason in ('fake-pictures', 'scam', 'inappropriate', 'other')`),
    )
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(sql`status in ('open', 'dismissed', 'changes-requested', 'taken-down')`),
    )
    .addColumn("handled_by", "text")
    .addColumn("handled_at", "text")
    .execute();
  await db.schema
    .createIndex("talent_reports_status_created")
    .on("talent_reports")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("talent_reports_talent").on("talent_reports").column("talent_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("talent_reports").execute();
}
