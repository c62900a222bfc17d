import type { Kysely } from "kysely";

// The change waiting for review on a live profile (ADR 41). While a profile is live, its row in
// `talents` is the approved version the public reads; a talent's edit is stored here instead, as the
// profile's content in JSON, with the status and note of its review, until an administrator approves
// it (copied into the row, this row deleted) or the profile is taken down. Never read by a public route.
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("talent_drafts")
    .addColumn("talent_id", "text", (c) => c.primaryKey().references("talents.id").onDelete("cascade"))
    // the address the change would give the profile (the name changes it), checked for clashes
    .addColumn("slug", "text", (c) => c.notNull().unique())
    // name, image, category, subcategory, location, age, bio, languages, paymentOptions, specifics,
    // gallery and contact, as the shared schemas validated them
    .addColumn("content", "text", (c) => c.notNull())
    // "pending" or "rejected"
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("rejection_reason", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("talent_drafts").execute();
}
