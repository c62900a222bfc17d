import type { Kysely } from "kysely";

// A perceptual hash of each profile picture (ADR 52), keyed by the image's id: the picture's own
// (`hash`) and its mirror image's (`mirrored_hash`), 64-bit dHashes as 16 hex digits, so the review
// checks find the same photo on another profile, flipped or not. Also the stored original's size and
// a sharpness score. Written when a version is checked; a picture without a row is hashed then.
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("media_hashes")
    .addColumn("media_id", "text", (c) => c.primaryKey())
    .addColumn("talent_id", "text", (c) => c.notNull().references("talents.id").onDelete("cascade"))
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("mirrored_hash", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("sharpness", "real", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_hashes_talent").on("media_hashes").column("talent_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_hashes").execute();
}
