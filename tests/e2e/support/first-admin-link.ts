// The first-administrator link as the server makes it at start (src/server/features/first-admin):
// the spec cannot restart the app for each test, so it stores a link of its own the same way, a
// token's SHA-256 in the app's database, and demotes the administrators a run before created.
import { createHash, randomBytes } from "node:crypto";
import { databaseAt } from "./sessions.ts";

/** Back to an installation without an administrator, with a new link (`expiresInMs` from now). */
export async function newFirstAdminLink(baseURL: string, expiresInMs = 60 * 60 * 1000): Promise<string> {
  const db = databaseAt(baseURL);
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("user").set({ role: "user" }).where("role", "=", "admin").execute();
    await trx.deleteFrom("first_admin_link").execute();
    await trx
      .insertInto("first_admin_link")
      .values({
        id: "first-admin",
        token_hash: createHash("sha256").update(token, "utf8").digest("hex"),
        expires_at: new Date(now.getTime() + expiresInMs).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
  });
  return token;
}
