import type { Db } from "#server/db/schema";

export type JournalReason = "upload" | "removal";

/** Journals media folders that may belong to no profile; a folder journalled twice keeps its first row. */
export async function insertJournalEntries(
  db: Db,
  entries: { prefix: string; talentId: string; reason: JournalReason; now: Date; expiresAt: Date }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto("media_journal")
    .values(
      entries.map((e) => ({
        prefix: e.prefix,
        talent_id: e.talentId,
        reason: e.reason,
        created_at: e.now.toISOString(),
        expires_at: e.expiresAt.toISOString(),
      })),
    )
    .onConflict((oc) => oc.column("prefix").doNothing())
    .execute();
}

/** Deletes the entries of these folders; answers how many existed. */
export async function deleteJournalEntries(db: Db, prefixes: string[]): Promise<number> {
  if (prefixes.length === 0) return 0;
  const result = await db.deleteFrom("media_journal").where("prefix", "in", prefixes).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Folders whose entry has expired (all of them with `everything`), oldest first. */
export async function listExpiredJournalEntries(db: Db, now: Date, everything: boolean): Promise<string[]> {
  let query = db.selectFrom("media_journal").select("prefix").orderBy("expires_at").limit(500);
  if (!everything) query = query.where("expires_at", "<=", now.toISOString());
  return (await query.execute()).map((row) => row.prefix);
}
