import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// inquiries.sender_seen_at: when the account that sent an inquiry from its workspace last opened the
// thread there, so its list of threads can count the talent's replies it has not read; null until
// then (and for a visitor's inquiry, which the private link shows).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("inquiries").addColumn("sender_seen_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("inquiries").dropColumn("sender_seen_at").execute();
}
