import { type Kysely, sql } from "kysely";

// A talent's insight: how often, per day, their profile was viewed, their comp card downloaded, an
// inquiry received and the profile added to a shortlist. Counts only: no visitor, address, browser
// or identifier is stored (ADR 59). Goes with the profile.
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("talent_daily_counts")
    .addColumn("talent_id", "text", (c) => c.notNull().references("talents.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('view', 'comp-card', 'inquiry', 'shortlisted')`),
    )
    .addColumn("count", "integer", (c) => c.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint("talent_daily_counts_pk", ["talent_id", "day", "kind"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("talent_daily_counts").execute();
}
