// Signed-in accounts without the sign-up form, as the Epic Stack's login fixture makes them: the
// user, its password login and a session are inserted straight into the e2e app's SQLite file (WAL,
// so the running app and the specs write side by side), and the browser gets the session cookie
// better-auth would set. Sign-up itself, with its proof of work and its mail, has its own spec
// (accounts.spec.ts); every other spec that only needs "a signed-in talent" starts here.
import { createHmac, randomBytes } from "node:crypto";
import path from "node:path";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { hashToken } from "#server/auth/token-hash";
import type { Database } from "#server/db/schema";
import { normalisePersonName } from "#shared/text/person-name";
import { E2E_AUTH_SECRET, E2E_VARIANTS, e2eVariantAt } from "#tests/support/e2e-constants";

export const SESSION_COOKIE = "better-auth.session_token";
/** better-auth's session lifetime in this app (src/server/auth/auth.ts). */
const SESSION_DAYS = 14;

export type E2eAccount = { id: string; email: string; name: string; password: string };

export type AccountOptions = {
  /** A unique address is made when none is given. */
  email?: string;
  name?: string;
  password?: string;
  /** False for an account that has not confirmed its address yet. */
  emailVerified?: boolean;
};

const databases = new Map<string, Kysely<Database>>();

/** The database of the e2e app at this address, opened once per worker. */
export function databaseAt(baseURL: string | undefined): Kysely<Database> {
  const file = path.join(E2E_VARIANTS[e2eVariantAt(baseURL)].dataDir, "vitrine.db");
  let db = databases.get(file);
  if (!db) {
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma("busy_timeout = 10000");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    databases.set(file, db);
  }
  return db;
}

/** better-auth's own hasher (scrypt, slow on purpose), so each password is hashed once per worker. */
const passwordHashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  return passwordHashes.get(password) as Promise<string>;
};

/** An identifier like better-auth's (32 URL-safe characters). */
const newId = () => randomBytes(24).toString("base64url");

/** A unique address per call, so specs never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Inserts a user with an e-mail-and-password login, as better-auth's sign-up and confirmation leave it. */
export async function insertAccount(baseURL: string | undefined, options: AccountOptions = {}) {
  const email = (options.email ?? uniqueEmail("signed-in")).toLowerCase();
  const name = normalisePersonName(options.name ?? "Signed-in Talent");
  const password = options.password ?? "secret-123";
  const now = new Date().toISOString();
  const id = newId();
  const db = databaseAt(baseURL);
  const passwordHash = await hashOnce(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("user")
      .values({
        id,
        name,
        email,
        emailVerified: options.emailVerified === false ? 0 : 1,
        image: null,
        createdAt: now,
        updatedAt: now,
        role: "user",
        banned: 0,
        banReason: null,
        banExpires: null,
      })
      .execute();
    await trx
      .insertInto("account")
      .values({
        id: newId(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });
  return { id, email, name, password } satisfies E2eAccount;
}

/**
 * Inserts a session for the user and returns its cookie: the session's token and its HMAC-SHA256
 * signature with the app's AUTH_SECRET (base64), joined by a dot and URI-encoded, which is what
 * better-auth's signed cookies hold (better-call's signCookieValue). The table keeps only the
 * token's hash, as the app stores it (ADR 39).
 */
export async function insertSession(baseURL: string | undefined, userId: string) {
  const now = new Date();
  const token = newId();
  await databaseAt(baseURL)
    .insertInto("session")
    .values({
      id: newId(),
      token: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      ipAddress: null,
      userAgent: "e2e session fixture",
      impersonatedBy: null,
    })
    .execute();
  const signature = createHmac("sha256", E2E_AUTH_SECRET).update(token).digest("base64");
  return {
    name: SESSION_COOKIE,
    value: encodeURIComponent(`${token}.${signature}`),
    domain: new URL(baseURL ?? "").hostname,
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: "Lax" as const,
  };
}

/** A new account, with the browser context signed in as it. */
export async function signInNewAccount(
  context: BrowserContext,
  baseURL: string | undefined,
  options: AccountOptions = {},
): Promise<E2eAccount> {
  const account = await insertAccount(baseURL, options);
  await context.addCookies([await insertSession(baseURL, account.id)]);
  return account;
}

type Playwright = { request: { newContext: (o: object) => Promise<APIRequestContext> } };

/** A new account, and an API client signed in as it (for setting up data). */
export async function signedInRequest(
  playwright: Playwright,
  baseURL: string,
  options: AccountOptions = {},
): Promise<{ account: E2eAccount; request: APIRequestContext }> {
  const account = await insertAccount(baseURL, options);
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": `10.96.${Math.floor(Math.random() * 250)}.1` },
    storageState: { cookies: [await insertSession(baseURL, account.id)], origins: [] },
  });
  return { account, request };
}
