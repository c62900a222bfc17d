import { type Kysely, sql } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The language of the page an inquiry or a contact message was sent from: every later mail to its
// sender (the talent's answers) is written in it (ADR 46). English for the rows sent before.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["inquiries", "contact_messages"]) {
    await db.schema
      .alterTable(table)
      .addColumn("sender_language", "text", (c) =>
        c.notNull().defaultTo("en").check(sql`sender_language in ('en', 'de')`),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["inquiries", "contact_messages"]) {
    await db.schema.alterTable(table).dropColumn("sender_language").execute();
  }
}
