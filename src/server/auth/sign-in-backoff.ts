import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { Language } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import { SIGN_IN_FAILURES_KEPT_HOURS } from "#shared/retention/retention";
import {
  clearSignInFailures,
  countSignInAttempt,
  findSignInLock,
  forgetSignInFailuresBefore,
  lockSignIn,
  uncountSignInAttempt,
} from "./sign-in-failures.repository.ts";

/** The per-account backoff of ADR 15. */
export const SIGN_IN_BACKOFF = {
  /** Failed attempts for one address before the first wait. */
  freeAttempts: 5,
  /** The first wait; each further failure doubles it. */
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  /** Failures older than this are forgotten. */
  forgetAfterSeconds: SIGN_IN_FAILURES_KEPT_HOURS * 60 * 60,
} as const;

/** How long an account waits after its n-th failure in a row: 0, then 30 s, 1 min, 2 min ... 15 min. */
export function waitAfterFailures(failures: number): number {
  if (failures < SIGN_IN_BACKOFF.freeAttempts) return 0;
  const doublings = failures - SIGN_IN_BACKOFF.freeAttempts;
  return Math.min(
    SIGN_IN_BACKOFF.maxWaitSeconds,
    SIGN_IN_BACKOFF.firstWaitSeconds * 2 ** Math.min(doublings, 20),
  );
}

/** "30 seconds", "1 minute", "15 minutes" ("30 Sekunden", "1 Minute" in German). */
export function describeWait(language: Language, seconds: number): string {
  const t = serverT(language);
  if (seconds < 60) return t("errors.wait.seconds", { count: seconds });
  return t("errors.wait.minutes", { count: Math.ceil(seconds / 60) });
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Failed password checks per account, whatever address they come from: sign-in, and the password
 * that account deletion asks for. Unknown addresses count the same, so the answer tells nothing.
 *
 * An attempt is counted when it begins, before the password is checked, and the wait that its
 * failure would bring starts with it: attempts sent side by side, on any instance, are admitted one
 * after the other, and once the free ones are taken the rest wait instead of all being checked.
 * The right password clears the count; an attempt whose password was not checked is taken back.
 */
export function createSignInBackoff(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /**
     * Begins an attempt: answers the seconds the account must still wait before its password is
     * checked again (nothing was counted), or 0 when the attempt was counted and may go ahead.
     */
    async beginAttempt(email: string): Promise<number> {
      const at = now();
      await forgetSignInFailuresBefore(
        db,
        new Date(at - SIGN_IN_BACKOFF.forgetAfterSeconds * 1000).toISOString(),
      );
      const key = normalise(email);
      // The wait is set in the same transaction as the count: the next attempt's count waits for
      // it on PostgreSQL's row lock (SQLite runs one transaction at a time).
      return db.transaction().execute(async (trx) => {
        const attempts = await countSignInAttempt(trx, key, new Date(at).toISOString());
        if (attempts === undefined) {
          const lockedUntil = await findSignInLock(trx, key);
          const seconds = lockedUntil ? Math.ceil((Date.parse(lockedUntil) - at) / 1000) : 0;
          // At least one: the count saw the wait running, even if it has ended since.
          return Math.max(1, seconds);
        }
        const wait = waitAfterFailures(attempts);
        if (wait > 0) await lockSignIn(trx, key, new Date(at + wait * 1000).toISOString());
        return 0;
      });
    },

    /** The password of a begun attempt was not checked (refused before it): it does not count. */
    async notChecked(email: string): Promise<void> {
      await uncountSignInAttempt(db, normalise(email));
    },

    /** After the right password, or when the account is deleted. */
    async clear(email: string): Promise<void> {
      await clearSignInFailures(db, normalise(email));
    },
  };
}

export type SignInBackoff = ReturnType<typeof createSignInBackoff>;
