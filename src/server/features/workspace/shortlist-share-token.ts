import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Bytes of randomness in a link's token: 256 bits, beyond guessing. */
const TOKEN_BYTES = 32;

/** A new token for a link to a client (43 URL-safe characters). */
export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What the database keeps of a token: its SHA-256 (hex), so a leaked table opens no list. */
export function hashShareToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * Whether a presented token is the one a stored hash was made from, compared in constant time (the
 * row was found by the hash already; checking again keeps it right if the lookup ever changes).
 */
export function shareTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashShareToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** A presented value that can be a token at all (the header is the client's to fill). */
export function isWellFormedShareToken(token: string | undefined | null): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
