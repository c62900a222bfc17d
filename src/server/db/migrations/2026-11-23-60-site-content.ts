import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The pricing page's testimonials and the About page's team, managed by administrators
// (docs/decisions/0027). `position` orders each list; `is_sample` marks the sample entries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("testimonials")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("quote", "text", (c) => c.notNull())
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("author_role", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("plan", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("team_members")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("team_members").ifExists().execute();
  await db.schema.dropTable("testimonials").ifExists().execute();
}
