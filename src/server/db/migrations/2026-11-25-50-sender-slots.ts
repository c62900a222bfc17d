import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// The per-address budget of messages to people (the contact form, inquiries and the senders'
// replies share it): each client address has a fixed number of slots, and a message takes one
// whose last use is older than the window (src/server/senders/sender-limit.ts). A slot is claimed
// by one atomic upsert, so parallel messages on any instance cannot take more slots than there are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sender_slots")
    .addColumn("sender_ip", "text", (c) => c.notNull())
    .addColumn("slot", "integer", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("sender_slots_pk", ["sender_ip", "slot"])
    .execute();
  await db.schema.createIndex("sender_slots_used_at_idx").on("sender_slots").column("used_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sender_slots").execute();
}
