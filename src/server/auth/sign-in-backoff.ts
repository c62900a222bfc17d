import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import {
  clearSignInFailures,
  countSignInFailure,
  findSignInLock,
  forgetSignInFailuresBefore,
  lockSignIn,
} from "./sign-in-failures.repository.ts";

/** The per-account backoff of ADR 15. */
export const SIGN_IN_BACKOFF = {
  /** Failed attempts for one address before the first wait. */
  freeAttempts: 5,
  /** The first wait; each further failure doubles it. */
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  /** Failures older than this are forgotten. */
  forgetAfterSeconds: 24 * 60 * 60,
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

/** "30 seconds", "1 minute", "15 minutes". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Failed password checks per account, whatever address they come from: sign-in, and the password
 * that account deletion asks for. Unknown addresses count the same, so the answer tells nothing.
 */
export function createSignInBackoff(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    /** Seconds the account must still wait before its password is checked again (0: go ahead). */
    async secondsToWait(email: string): Promise<number> {
      const lockedUntil = await findSignInLock(db, normalise(email));
      if (!lockedUntil) return 0;
      return Math.max(0, Math.ceil((Date.parse(lockedUntil) - now()) / 1000));
    },

    async failed(email: string): Promise<void> {
      const at = now();
      await forgetSignInFailuresBefore(
        db,
        new Date(at - SIGN_IN_BACKOFF.forgetAfterSeconds * 1000).toISOString(),
      );
      const failures = await countSignInFailure(db, normalise(email), new Date(at).toISOString());
      const wait = waitAfterFailures(failures);
      if (wait > 0) await lockSignIn(db, normalise(email), new Date(at + wait * 1000).toISOString());
    },

    /** After a successful sign-in, or when the account is deleted. */
    async clear(email: string): Promise<void> {
      await clearSignInFailures(db, normalise(email));
    },
  };
}

export type SignInBackoff = ReturnType<typeof createSignInBackoff>;
