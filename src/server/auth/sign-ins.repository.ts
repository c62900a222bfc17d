import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";

/** Remembers that an account has just signed in (every new session is a sign-in). */
export async function recordSignIn(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  const stamp = at.toISOString();
  await db
    .insertInto("user_sign_ins")
    .values({ user_id: userId, last_sign_in_at: stamp })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ last_sign_in_at: stamp }))
    .execute();
}
