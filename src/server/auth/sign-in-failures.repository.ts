import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export async function findSignInLock(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom("sign_in_failures")
    .select("locked_until")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/** Counts one more failure atomically (two instances at once both count) and returns the new total. */
export async function countSignInFailure(db: Db, email: string, at: string): Promise<number> {
  const row = await db
    .insertInto("sign_in_failures")
    .values({ email, failures: 1, last_failed_at: at, locked_until: null })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        failures: eb("sign_in_failures.failures", "+", 1),
        last_failed_at: at,
      })),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return Number(row.failures);
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
