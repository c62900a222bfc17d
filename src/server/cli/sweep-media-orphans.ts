import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { MediaStorage, StoredKey } from "#server/media/media-storage";
import { findOrphans, type OrphanReport } from "./find-media-orphans.ts";
import { referencedMediaPrefixes } from "./media-references.repository.ts";

export type SweepResult = OrphanReport & {
  removed: string[];
  failed: { key: string; reason: string }[];
};

/**
 * Lists stored media that no profile references and, with `remove`, deletes it. Keys younger than
 * the grace period are spared: an upload is stored before the profile that uses it is saved.
 */
export async function sweepMediaOrphans(
  deps: { db: Kysely<Database>; storage: MediaStorage },
  options: { remove: boolean; graceMs: number; now?: Date },
): Promise<SweepResult> {
  // References first: a file stored after this read is younger than any sensible grace period.
  const prefixes = await referencedMediaPrefixes(deps.db);
  const stored: StoredKey[] = [];
  for await (const entry of deps.storage.listKeys()) stored.push(entry);
  const report = findOrphans(prefixes, stored, { now: options.now ?? new Date(), graceMs: options.graceMs });
  const result: SweepResult = { ...report, removed: [], failed: [] };
  if (!options.remove || report.orphans.length === 0) return result;

  if (prefixes.size === 0) {
    // Pointing the command at the wrong (or an empty) database would otherwise empty the bucket.
    throw new Error(
      "No profile references any media, so every stored file looks orphaned. Check DATABASE_URL and DATA_DIR; nothing was removed.",
    );
  }
  for (const { key } of report.orphans) {
    try {
      await deps.storage.delete(key);
      result.removed.push(key);
    } catch (err) {
      result.failed.push({ key, reason: (err as Error).message });
    }
  }
  return result;
}
