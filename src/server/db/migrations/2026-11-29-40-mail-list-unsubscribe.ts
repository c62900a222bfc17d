import type { Kysely } from "kysely";

// Frozen once landed: a schema change is a new migration file.
// mail_outbox.list_unsubscribe: the one-click unsubscribe address of a mail that can be turned off
// (a saved search's alert), sent as the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058);
// null for every other mail. Cleared with the body once the mail is sent: it holds a token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("list_unsubscribe", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("list_unsubscribe").execute();
}
