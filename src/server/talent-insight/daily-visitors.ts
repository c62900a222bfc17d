import { createHmac, randomBytes } from "node:crypto";

/** At most this many visitors a day are told apart; beyond it, new ones are not counted that day. */
export const MAX_VISITORS_A_DAY = 500_000;

/**
 * Tells whether a visitor was already counted today for a profile, without keeping who they are:
 * each UTC day gets a fresh random key that is never stored, and what is kept is a keyed hash (HMAC)
 * of address, browser and profile, in memory only. When the day changes, the key and every hash are
 * dropped, so nothing links one day's visits to another's, and nothing survives a restart.
 */
export function createDailyVisitors(maxPerDay = MAX_VISITORS_A_DAY) {
  let day = "";
  let key = randomBytes(32);
  let seen = new Set<string>();

  return {
    /**
     * True the first time this visitor (the parts that make them out) is seen on `today` for this
     * thing; false afterwards, and for everyone new once the day's set is full.
     */
    firstToday(today: string, parts: readonly string[]): boolean {
      if (today !== day) {
        day = today;
        key = randomBytes(32);
        seen = new Set();
      }
      const mac = createHmac("sha256", key);
      for (const part of parts) mac.update(`${part.length}:${part}`);
      const hash = mac.digest("base64url").slice(0, 22);
      if (seen.has(hash) || seen.size >= maxPerDay) return false;
      seen.add(hash);
      return true;
    },
    /** How many visitors are held for today (for tests). */
    size: () => seen.size,
  };
}

export type DailyVisitors = ReturnType<typeof createDailyVisitors>;
