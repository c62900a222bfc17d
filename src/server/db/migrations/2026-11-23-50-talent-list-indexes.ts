import { type Kysely, sql } from "kysely";

/**
 * Indexes for the public list (ADR 24): every filter's index ends in the list's order, newest first
 * with the id breaking ties, so a page is read in order and keyset paging seeks straight to its
 * place. The location filter compares lower(location), so that expression is indexed.
 */
const INDEXES: [name: string, columns: string][] = [
  ["talents_status_created_id_idx", "status, created_at, id"],
  ["talents_status_category_created_idx", "status, category, created_at, id"],
  ["talents_status_subcategory_created_idx", "status, subcategory, created_at, id"],
  ["talents_status_location_lower_idx", "status, lower(location), created_at, id"],
  ["talents_status_height_idx", "status, height_cm"],
  ["talents_status_updated_idx", "status, updated_at"],
];
/**
 * The first migration's indexes that the new ones make redundant. (talents_status_location_idx
 * stays: the location facet groups by the location as written.)
 */
const REPLACED = [
  "talents_status_created_idx",
  "talents_status_category_idx",
  "talents_status_subcategory_idx",
];

// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await sql`create index ${sql.id(name)} on talents (${sql.raw(columns)})`.execute(db);
  }
  for (const name of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("talents_status_created_idx")
    .on("talents")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("talents_status_category_idx")
    .on("talents")
    .columns(["status", "category"])
    .execute();
  await db.schema
    .createIndex("talents_status_subcategory_idx")
    .on("talents")
    .columns(["status", "subcategory"])
    .execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
