import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// When each account last signed in, for the admin Users table (docs/decisions/0026). Sessions cannot
// tell: they are deleted at sign-out. Kept beside better-auth's tables rather than inside them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_sign_ins")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("last_sign_in_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_sign_ins").ifExists().execute();
}
