import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import {
  deleteJournalEntries,
  insertJournalEntries,
  listExpiredJournalEntries,
} from "./media-journal.repository.ts";
import type { MediaStorage } from "./media-storage.ts";

/** How long an upload may take from its first file to its commit before its files count as orphans. */
const UPLOAD_LEASE_MS = 15 * 60_000;
/** How often each instance sweeps expired entries. */
const SWEEP_INTERVAL_MS = 5 * 60_000;

type Deps = { db: Kysely<Database>; media: MediaStorage; log: Logger };

/** Before an upload writes its files: the journal names them until a change takes them (ADR 30). */
export async function journalUpload(db: Kysely<Database>, prefix: string, talentId: string): Promise<void> {
  const now = new Date();
  await insertJournalEntries(db, [
    { prefix, talentId, reason: "upload", now, expiresAt: new Date(now.getTime() + UPLOAD_LEASE_MS) },
  ]);
}

/**
 * In the transaction that puts an upload's files into a profile: they are no longer orphans. An
 * entry already gone means the sweep took the files (the upload outlived its lease): the change is
 * refused rather than pointing at files that no longer exist.
 */
export async function settleUploads(trx: Transaction<Database>, prefixes: string[]): Promise<void> {
  if ((await deleteJournalEntries(trx, prefixes)) < prefixes.length) {
    throw new Error(`The files of an upload were swept before it finished: ${prefixes.join(", ")}`);
  }
}

/** In the transaction of a change that makes these folders unused: removed once it committed. */
export async function journalRemovals(
  trx: Transaction<Database>,
  prefixes: string[],
  talentId: string,
): Promise<void> {
  const now = new Date();
  await insertJournalEntries(
    trx,
    prefixes.map((prefix) => ({ prefix, talentId, reason: "removal" as const, now, expiresAt: now })),
  );
}

/**
 * Removes the files of these folders, then their journal entries. A folder whose files could not be
 * removed keeps its entry, so the sweep tries again.
 */
export async function removeJournalled(deps: Deps, prefixes: string[]): Promise<void> {
  const removed: string[] = [];
  for (const prefix of prefixes) {
    try {
      await deps.media.deletePrefix(prefix);
      removed.push(prefix);
    } catch (err) {
      deps.log.error({ err, prefix }, "could not remove media files; the journal sweep will retry");
    }
  }
  await deleteJournalEntries(deps.db, removed).catch((err: unknown) => {
    deps.log.warn({ err: { message: (err as Error).message } }, "media journal not updated; the sweep will");
  });
}

/**
 * Removes the files named by expired journal entries: uploads that never reached their commit (the
 * process died, or the upload outlived its lease) and removals whose files were not yet deleted.
 * Each entry is deleted before its files, in its own statement, so an upload committing at the same
 * moment either keeps its files (its commit deleted the entry first) or is refused (see
 * settleUploads). With SQLite, one instance owns the database, so at start every entry is from a
 * process that died: `everything` sweeps them all. Answers how many folders were removed.
 */
export async function sweepExpiredUploads(
  deps: Deps,
  options: { everything: boolean; now?: Date },
): Promise<number> {
  const { db, media, log } = deps;
  let swept = 0;
  for (;;) {
    const expired = await listExpiredJournalEntries(db, options.now ?? new Date(), options.everything);
    if (expired.length === 0) return swept;
    for (const prefix of expired) {
      if ((await deleteJournalEntries(db, [prefix])) === 0) continue;
      await media.deletePrefix(prefix).catch((err: unknown) => {
        log.error({ err, prefix }, "could not remove the files of a journalled folder");
      });
      swept += 1;
    }
  }
}

/** Sweeps expired entries every few minutes, for uploads other instances left behind. */
export function uploadSweeps(deps: Deps): void {
  setInterval(() => {
    sweepExpiredUploads(deps, { everything: false })
      .then((swept) => {
        if (swept) deps.log.info({ swept }, "files of interrupted uploads removed");
      })
      .catch((err: unknown) =>
        deps.log.warn({ err: { message: (err as Error).message } }, "journal sweep failed"),
      );
  }, SWEEP_INTERVAL_MS).unref();
}
