import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { isPostgres } from "#server/db/dialect";
import type { Database, Db } from "#server/db/schema";
import type { Language } from "#shared/i18n/languages";

/** The one row the link table holds. */
const LINK_ID = "first-admin";

export async function anyAdminExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where("role", "=", "admin")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a new link (its token's hash); the link stored before stops working. */
export async function replaceFirstAdminLink(
  db: Kysely<Database>,
  link: { tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("first_admin_link").execute();
    await trx
      .insertInto("first_admin_link")
      .values({
        id: LINK_ID,
        token_hash: link.tokenHash,
        expires_at: link.expiresAt,
        created_at: link.createdAt,
      })
      .execute();
  });
}

export async function deleteFirstAdminLinks(db: Db): Promise<void> {
  await db.deleteFrom("first_admin_link").execute();
}

export async function findFirstAdminLink(db: Db, tokenHash: string) {
  return db
    .selectFrom("first_admin_link")
    .select(["token_hash", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Uses the link up: true only for the one request that deleted it (two at once: the second gets false). */
export async function takeFirstAdminLink(trx: Transaction<Database>, tokenHash: string): Promise<boolean> {
  const result = await trx
    .deleteFrom("first_admin_link")
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A confirmed administrator with an e-mail-and-password login, in better-auth's tables as its own
 * sign-up and confirmation leave them (flags and dates in each dialect's form), inside the caller's
 * transaction so the link is used up only if the account exists.
 */
export async function insertAdminAccount(
  trx: Transaction<Database>,
  account: { id: string; name: string; email: string; passwordHash: string; language: Language; now: string },
): Promise<void> {
  const pg = isPostgres(trx);
  await trx
    .insertInto("user")
    .values({
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerified: pg ? true : 1,
      image: null,
      createdAt: account.now,
      updatedAt: account.now,
      role: "admin",
      language: account.language,
      banned: pg ? false : 0,
      banReason: null,
      banExpires: null,
    })
    .execute();
  await trx
    .insertInto("account")
    .values({
      id: randomUUID(),
      accountId: account.id,
      providerId: "credential",
      userId: account.id,
      password: account.passwordHash,
      createdAt: account.now,
      updatedAt: account.now,
    })
    .execute();
}

/** Counts the address's attempts since `since` and records this one; older attempts are dropped. */
export async function countAndRecordAttempt(
  db: Kysely<Database>,
  clientIp: string,
  now: Date,
  windowMs: number,
): Promise<number> {
  const since = new Date(now.getTime() - windowMs).toISOString();
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("first_admin_attempts").where("created_at", "<=", since).execute();
    const row = await trx
      .selectFrom("first_admin_attempts")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("client_ip", "=", clientIp)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("first_admin_attempts")
      .values({ id: randomUUID(), client_ip: clientIp, created_at: now.toISOString() })
      .execute();
    return Number(row.count);
  });
}
