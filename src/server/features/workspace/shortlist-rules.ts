import type { ShareDurationDays, ShareState } from "#shared/workspace/shortlists.schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a link made at `now` for `days` days stops working. */
export function shareExpiry(now: Date, days: ShareDurationDays): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A link's state at `now`: withdrawn by its owner wins over run out. */
export function shareState(share: { expires_at: string; revoked_at: string | null }, now: Date): ShareState {
  if (share.revoked_at) return "revoked";
  return Date.parse(share.expires_at) <= now.getTime() ? "expired" : "active";
}

/**
 * Whether a new order names exactly the entries a list has, each once: a reorder may move entries,
 * never add, drop or repeat one (a stale page's order is refused rather than half applied).
 */
export function isSameEntrySet(current: readonly string[], proposed: readonly string[]): boolean {
  if (current.length !== proposed.length) return false;
  const wanted = new Set(current);
  const seen = new Set<string>();
  for (const id of proposed) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/**
 * The pick budget of a link at `now` (a fixed hour from its first pick in it): whether the current
 * hour is over, so the count starts again.
 */
export function pickWindowOver(startedAt: string | null, now: Date): boolean {
  return startedAt === null || Date.parse(startedAt) <= now.getTime() - 60 * 60 * 1000;
}
