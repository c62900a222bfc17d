import type { Kysely } from "kysely";

// Why an administrator took a profile off the public site after a visitor's report: the note the
// talent reads on the dashboard while the profile is still the version that was taken down
// (`version`, its `updatedAt` then). One per profile, replaced by a later take-down; goes with the
// profile (ADR 53).
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("talent_take_down_notices")
    .addColumn("talent_id", "text", (c) => c.primaryKey().references("talents.id").onDelete("cascade"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("taken_down_at", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("talent_take_down_notices").execute();
}
