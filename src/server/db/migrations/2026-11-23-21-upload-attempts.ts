import type { Kysely } from "kysely";

// One row per upload an account starts, for the hourly upload quota that every instance shares.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("upload_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("upload_attempts_user_idx")
    .on("upload_attempts")
    .columns(["user_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("upload_attempts").execute();
}
