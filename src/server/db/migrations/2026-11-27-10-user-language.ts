import { type Kysely, sql } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The language of an account's mails (ADR 46): "en" or "de", English for every account made before.
// The column's CHECK refuses any other value on both databases, whatever writes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("user")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en").check(sql`language in ('en', 'de')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("language").execute();
}
