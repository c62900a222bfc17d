import type { Kysely } from "kysely";

// The media journal (ADR 30): a row per media folder that may be in no profile. An upload writes its
// row before its files and deletes it in the transaction that puts the files into a profile; a change
// that makes files unused writes their row in its transaction and deletes it once the files are
// gone. A row past `expires_at` names files no profile uses: the sweep removes them, then the row.
// Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("media_journal")
    .addColumn("prefix", "text", (c) => c.primaryKey())
    .addColumn("talent_id", "text", (c) => c.notNull())
    // "upload" (files being written) or "removal" (files a committed change no longer uses)
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_journal_expires_idx").on("media_journal").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_journal").execute();
}
