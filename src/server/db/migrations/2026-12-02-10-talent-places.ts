import type { Kysely } from "kysely";

// Where a profile is, as a place of the gazetteer: the place's GeoNames id, its country (ISO 3166-1
// alpha-2) and its coordinates in degrees (WGS 84). `location` stays the text the talent chose to
// show. All four are null while the profile names no place of the gazetteer (free text only).
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable("talents").addColumn("place_id", "integer").execute();
  await db.schema.alterTable("talents").addColumn("place_country", "text").execute();
  await db.schema.alterTable("talents").addColumn("latitude", "real").execute();
  await db.schema.alterTable("talents").addColumn("longitude", "real").execute();
  await db.schema.createIndex("talents_place").on("talents").column("place_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("talents_place").execute();
  await db.schema.alterTable("talents").dropColumn("longitude").execute();
  await db.schema.alterTable("talents").dropColumn("latitude").execute();
  await db.schema.alterTable("talents").dropColumn("place_country").execute();
  await db.schema.alterTable("talents").dropColumn("place_id").execute();
}
