import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";

// Session tokens and verification identifiers (the reset links' tokens) are stored as their SHA-256
// from now on (ADR 39); the rows already stored are rewritten the same way, so open sessions and
// reset links keep working and no table holds a usable token. The hash is written out here rather
// than imported, so this migration stays what it was when it landed. Frozen once landed.

type AuthTokens = {
  session: { id: string; token: string };
  verification: { id: string; identifier: string };
};

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("base64url");

async function hashTokens(trx: Kysely<AuthTokens> | Transaction<AuthTokens>): Promise<void> {
  for (const { id, token } of await trx.selectFrom("session").select(["id", "token"]).execute()) {
    await trx
      .updateTable("session")
      .set({ token: sha256(token) })
      .where("id", "=", id)
      .execute();
  }
  for (const { id, identifier } of await trx
    .selectFrom("verification")
    .select(["id", "identifier"])
    .execute()) {
    await trx
      .updateTable("verification")
      .set({ identifier: sha256(identifier) })
      .where("id", "=", id)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const tokens = db as Kysely<AuthTokens>;
  // PostgreSQL runs each migration in a transaction already; SQLite's migrations run without one.
  if (tokens.isTransaction) await hashTokens(tokens);
  else await tokens.transaction().execute(hashTokens);
}

// A hash cannot be undone: going back leaves the rows hashed, which the earlier code does not find
// (every session ends, every reset link stops working).
export async function down(): Promise<void> {}
