import type { StoredKey } from "#server/media/media-storage";

export type OrphanReport = {
  /** Unreferenced and older than the grace period: safe to remove. */
  orphans: StoredKey[];
  /** Unreferenced but recent: likely an upload whose profile is not saved yet; left alone. */
  recent: StoredKey[];
  referenced: number;
};

/** The folders of a key, from the outermost: "a/b/c.webp" -> "a/", "a/b/". */
function foldersOf(key: string): string[] {
  const parts = key.split("/").slice(0, -1);
  return parts.map((_, i) => `${parts.slice(0, i + 1).join("/")}/`);
}

/**
 * The pure part of the orphan sweep: which stored keys no profile references. A key is referenced
 * when one of its folders ("images/img-1/", "av/av-1/") is a referenced prefix.
 */
export function findOrphans(
  referencedPrefixes: Iterable<string>,
  stored: Iterable<StoredKey>,
  options: { now: Date; graceMs: number },
): OrphanReport {
  const referenced = new Set([...referencedPrefixes].map((prefix) => prefix.replace(/\/?$/, "/")));
  const cutoff = options.now.getTime() - options.graceMs;
  const report: OrphanReport = { orphans: [], recent: [], referenced: 0 };
  for (const entry of stored) {
    if (foldersOf(entry.key).some((folder) => referenced.has(folder))) report.referenced += 1;
    else if (entry.lastModified.getTime() > cutoff) report.recent.push(entry);
    else report.orphans.push(entry);
  }
  return report;
}
