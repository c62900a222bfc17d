import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * SQLite: a keyword search or a search by distance reads its matches' keys by talent id (ADR 62): up
 * to a thousand talents a request, found through the trigram table or the R*Tree, each for its
 * status, creation time, coordinates and folded name (the name's rank). (id, status, created_at,
 * latitude, longitude, search_name) answers those lookups from the index alone, without reading each
 * talent's row (its bio, gallery and the rest). PostgreSQL reads them through its own indexes.
 */
// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create index talents_id_list_keys_idx
    on talents (id, status, created_at, latitude, longitude, search_name)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop index talents_id_list_keys_idx`.execute(db);
}
