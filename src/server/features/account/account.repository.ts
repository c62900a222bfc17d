import { isPostgres } from "#server/db/dialect";
import type { Db } from "#server/db/schema";

/** When the account last signed in (what the admins' Users table shows), or null before the first. */
export async function findLastSignIn(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("user_sign_ins")
    .select("last_sign_in_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.last_sign_in_at ?? null;
}

export async function listUserSessions(db: Db, userId: string) {
  return db
    .selectFrom("session")
    .select(["createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .execute();
}

export async function listUserLogins(db: Db, userId: string) {
  return db
    .selectFrom("account")
    .select(["providerId", "createdAt", "updatedAt"])
    .where("userId", "=", userId)
    .execute();
}

export async function findUserSubscription(db: Db, userId: string) {
  return db.selectFrom("subscriptions").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function findCustomer(db: Db, userId: string) {
  return db.selectFrom("customers").selectAll().where("id", "=", userId).executeTakeFirst();
}

/**
 * The cancellations the account sent or that name it, as received and what became of them; without
 * the one-click link's token hash.
 */
export async function listUserCancellations(db: Db, userId: string) {
  return db
    .selectFrom("cancellation_requests")
    .select([
      "name",
      "email",
      "plan_id as planId",
      "kind",
      "reason",
      "effective_date as effectiveDate",
      "language",
      "status",
      "ends_at as endsAt",
      "sender_ip as senderIp",
      "received_at as receivedAt",
      "resolved_at as resolvedAt",
    ])
    .where("user_id", "=", userId)
    .orderBy("received_at")
    .execute();
}

/** Removes every row that belongs to the user; call inside a transaction. */
export async function deleteUserRows(db: Db, user: { id: string; email: string }): Promise<void> {
  await db.deleteFrom("talents").where("user_id", "=", user.id).execute();
  await db.deleteFrom("subscriptions").where("user_id", "=", user.id).execute();
  await db.deleteFrom("customers").where("id", "=", user.id).execute();
  await db.deleteFrom("upload_attempts").where("user_id", "=", user.id).execute();
  await db.deleteFrom("test_checkout_sessions").where("user_id", "=", user.id).execute();
  await db.deleteFrom("session").where("userId", "=", user.id).execute();
  await db.deleteFrom("account").where("userId", "=", user.id).execute();
  await db
    .deleteFrom("verification")
    .where((eb) => eb.or([eb("identifier", "=", user.email), eb("value", "like", `%${user.id}%`)]))
    .execute();
  await db.deleteFrom("user").where("id", "=", user.id).execute();
}

/** The account's side of the market and its company (undefined: no such account). */
export async function findAccountKind(db: Db, userId: string) {
  return db
    .selectFrom("user")
    .select(["accountKind", "companyName"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Sets the account's side of the market and its company. */
export async function setAccountKind(
  db: Db,
  userId: string,
  state: { accountKind: string; companyName: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable("user")
    .set({ ...state, updatedAt: isPostgres(db) ? now : now.toISOString() })
    .where("id", "=", userId)
    .execute();
}
