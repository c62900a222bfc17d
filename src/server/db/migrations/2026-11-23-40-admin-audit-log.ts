import type { Kysely } from "kysely";

// Every administrator action, written in the same transaction as the change it records.
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("admin_audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("record_type", "text", (c) => c.notNull())
    .addColumn("record_id", "text")
    .addColumn("record_label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("changes", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("admin_audit_log_created_idx")
    .on("admin_audit_log")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("admin_audit_log_record_idx")
    .on("admin_audit_log")
    .columns(["record_type", "record_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("admin_audit_log").execute();
}
