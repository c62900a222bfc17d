import type { Kysely } from "kysely";

// A talent's comp card choices: the gallery photos on the card's back (a JSON array of gallery item
// ids, in order), the paper and units of the talent's own download, whether the contact e-mail is
// printed and whether visitors may download the card. No row: the defaults. Goes with the profile.
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("comp_cards")
    .addColumn("talent_id", "text", (c) => c.primaryKey().references("talents.id").onDelete("cascade"))
    .addColumn("pictures", "text", (c) => c.notNull())
    // "a5" or "half-letter"
    .addColumn("paper", "text", (c) => c.notNull())
    // "metric-eu", "imperial-uk" or "imperial-us"
    .addColumn("units", "text", (c) => c.notNull())
    .addColumn("print_email", "integer", (c) => c.notNull())
    .addColumn("public_download", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("comp_cards").execute();
}
