import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Bytes of randomness in a sender's token: 256 bits, beyond guessing. */
const TOKEN_BYTES = 32;

/** A new private token for a sender's link (43 URL-safe characters). */
export function newThreadToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no thread. */
export function hashThreadToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * Whether a presented token is the one a stored hash was made from, compared in constant time. The
 * row was found by the hash already; comparing again keeps the check right even if the lookup
 * changes (a prefix index, a cache) and costs nothing.
 */
export function tokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashThreadToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** A presented value that can be a token at all (the header is the client's to fill). */
export function isWellFormedToken(token: string | undefined | null): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
