import type { Kysely } from "kysely";

// What a talent reads on the dashboard after an administrator deleted their profile: its name, the
// administrator's reason (if any) and when. One per account, replaced by a later removal, deleted
// when the talent creates a new profile or the account goes (ADR 41).
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("talent_removal_notices")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("talent_name", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("removed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("talent_removal_notices").execute();
}
