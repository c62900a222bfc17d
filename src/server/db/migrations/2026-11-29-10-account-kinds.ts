import { type Kysely, sql } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// Which side of the market an account is on: "talent" (has or makes a profile), "hirer" (an agency,
// brand or production that hires talent, with its company name) or "both". Every account made before
// is a talent's. The CHECK refuses any other value on both databases, whatever writes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("user")
    .addColumn("accountKind", "text", (c) =>
      c.notNull().defaultTo("talent").check(sql`"accountKind" in ('talent', 'hirer', 'both')`),
    )
    .execute();
  await db.schema.alterTable("user").addColumn("companyName", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("companyName").execute();
  await db.schema.alterTable("user").dropColumn("accountKind").execute();
}
