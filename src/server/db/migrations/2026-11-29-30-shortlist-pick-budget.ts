import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The budget of picks a client's link may save per hour: when the current hour began for this link
// and how many picks it saved in it. One atomic UPDATE takes a pick from the budget, so clients on
// several instances cannot go beyond it together.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shortlist_shares").addColumn("pick_window_started_at", "text").execute();
  await db.schema
    .alterTable("shortlist_shares")
    .addColumn("pick_window_writes", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shortlist_shares").dropColumn("pick_window_writes").execute();
  await db.schema.alterTable("shortlist_shares").dropColumn("pick_window_started_at").execute();
}
