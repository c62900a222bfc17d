import type { Kysely } from "kysely";

// The admin's note of the last rejection, shown to the talent until the profile is approved.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("talents").addColumn("rejection_reason", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("talents").dropColumn("rejection_reason").execute();
}
