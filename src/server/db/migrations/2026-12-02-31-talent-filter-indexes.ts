import { type Kysely, sql } from "kysely";

/**
 * An index for the list filtered by category and a height range (ADR 57, measured in
 * docs/bench/scale.md): (status, category, height_cm) answers the filter's count from the index
 * alone and gives the page its matching rows without reading the others of the category or of the
 * height range. The same on SQLite and PostgreSQL.
 */
// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index talents_status_category_height_idx on talents (status, category, height_cm)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index talents_status_category_height_idx`.execute(db);
}
