import type { Kysely } from "kysely";

// What the review checks found in the version of a profile last submitted for review (ADR 52): one
// row per finding, `check` names the check ("contact-details", "incomplete-profile", "picture-quality",
// "duplicate-picture"), `details` is its evidence as JSON. A submission replaces the talent's rows.
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("review_findings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("talent_id", "text", (c) => c.notNull().references("talents.id").onDelete("cascade"))
    .addColumn("check", "text", (c) => c.notNull())
    .addColumn("details", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("review_findings_talent").on("review_findings").column("talent_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("review_findings").execute();
}
