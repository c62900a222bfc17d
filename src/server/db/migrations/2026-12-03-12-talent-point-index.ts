import { type Kysely, sql } from "kysely";

/**
 * An index for a search by distance around a place (ADR 62): talents are placed at their place's
 * coordinates, so a city's talents share one point, and a search around that city lists them first
 * (distance 0), newest first. (status, latitude, longitude, created_at, id) reads them in that order
 * and stops after the page, and counts them up to the count's bound, instead of every talent within
 * the first circle being read and sorted. The same on SQLite and PostgreSQL.
 */
// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index talents_status_point_newest_idx
    on talents (status, latitude, longitude, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index talents_status_point_newest_idx`.execute(db);
}
