import { createHash } from "node:crypto";

/**
 * What the database keeps of a session token or a verification identifier: its SHA-256 (43 URL-safe
 * characters), so a copy of the database (a backup) holds nothing a browser could present. The
 * tokens are random and long, so a fast hash without salt is enough: there is nothing to guess.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}
