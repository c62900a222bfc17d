import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect.ts";

// better-auth's tables (with the admin plugin and database rate limits), in the exact shape its
// Kysely adapter expects on each dialect. Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const flag = pg ? "boolean" : "integer";
  const stamp = pg ? "timestamptz" : "date";
  const now = pg ? sql`CURRENT_TIMESTAMP` : undefined;

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", sql.raw(flag), (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", sql.raw(stamp), (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", sql.raw(stamp), (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("role", "text")
    .addColumn("banned", sql.raw(flag))
    .addColumn("banReason", "text")
    .addColumn("banExpires", sql.raw(stamp))
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("expiresAt", sql.raw(stamp), (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", sql.raw(stamp), (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", sql.raw(stamp), (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("impersonatedBy", "text")
    .execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", sql.raw(stamp))
    .addColumn("refreshTokenExpiresAt", sql.raw(stamp))
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", sql.raw(stamp), (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", sql.raw(stamp), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", sql.raw(stamp), (c) => c.notNull())
    .addColumn("createdAt", sql.raw(stamp), (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .addColumn("updatedAt", sql.raw(stamp), (c) => (now ? c.notNull().defaultTo(now) : c.notNull()))
    .execute();

  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", "bigint", (c) => c.notNull())
    .execute();

  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();

  // Solved bot-check challenges, so that a solution cannot be used twice (by any instance).
  await db.schema
    .createTable("botcheck_used")
    .addColumn("signature", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("botcheck_used_expires_idx").on("botcheck_used").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["botcheck_used", "rateLimit", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
