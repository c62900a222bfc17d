import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The first administrator's one-time link (docs/decisions/0044): at most one row, the SHA-256 of the
// newest link's token, so every instance agrees and a new start replaces the link. The attempts,
// per client address, limit how often anyone tries a token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("first_admin_link")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("first_admin_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("client_ip", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("first_admin_attempts_ip_idx")
    .on("first_admin_attempts")
    .columns(["client_ip", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("first_admin_attempts").ifExists().execute();
  await db.schema.dropTable("first_admin_link").ifExists().execute();
}
