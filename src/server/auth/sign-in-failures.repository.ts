import type { Db } from "#server/db/schema";

export async function findSignInLock(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom("sign_in_failures")
    .select("locked_until")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/**
 * Counts one more attempt at the account's password, unless it must wait (`locked_until` after
 * `at`): one upsert, which PostgreSQL runs on the account's locked row and SQLite with its single
 * writer, so attempts side by side are counted one after the other. Answers the new count, or
 * undefined when the account waits and nothing was counted.
 */
export async function countSignInAttempt(db: Db, email: string, at: string): Promise<number | undefined> {
  const row = await db
    .insertInto("sign_in_failures")
    .values({ email, failures: 1, last_failed_at: at, locked_until: null })
    .onConflict((oc) =>
      oc
        .column("email")
        .doUpdateSet((eb) => ({ failures: eb("sign_in_failures.failures", "+", 1), last_failed_at: at }))
        .where((eb) =>
          eb.or([
            eb("sign_in_failures.locked_until", "is", null),
            eb("sign_in_failures.locked_until", "<=", at),
          ]),
        ),
    )
    .returning("failures")
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.failures);
}

/** Takes back an attempt whose password was not checked after all; any wait it started ends with it. */
export async function uncountSignInAttempt(db: Db, email: string): Promise<void> {
  await db
    .updateTable("sign_in_failures")
    .set((eb) => ({ failures: eb("failures", "-", 1), locked_until: null }))
    .where("email", "=", email)
    .where("failures", ">", 0)
    .execute();
}

export async function lockSignIn(db: Db, email: string, until: string): Promise<void> {
  await db.updateTable("sign_in_failures").set({ locked_until: until }).where("email", "=", email).execute();
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("email", "=", email).execute();
}

/** Forgets failures older than the cut-off (for every address, which also keeps the table small). */
export async function forgetSignInFailuresBefore(db: Db, cutoff: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("last_failed_at", "<", cutoff).execute();
}
