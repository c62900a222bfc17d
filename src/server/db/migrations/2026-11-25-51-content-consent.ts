import { type Kysely, sql } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// When an administrator last confirmed that the person shown agreed to it: on adding a testimonial
// or team member, and on every edit that changes what the person agreed to (ADR 27). Entries added
// before took the same confirmation when they were added; sample entries show nobody real.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["testimonials", "team_members"]) {
    await db.schema.alterTable(table).addColumn("consented_at", "text").execute();
    await sql`UPDATE ${sql.table(table)} SET consented_at = created_at WHERE is_sample = 0`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["testimonials", "team_members"]) {
    await db.schema.alterTable(table).dropColumn("consented_at").execute();
  }
}
