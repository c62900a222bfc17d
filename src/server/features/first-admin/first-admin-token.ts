import { createHash, randomBytes } from "node:crypto";

/** 256 random bits: beyond guessing, even without the rate limit. */
const TOKEN_BYTES = 32;

/** A new token for the link (43 URL-safe characters). */
export function newFirstAdminToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so reading the table gives no working link. */
export function hashFirstAdminToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A presented value that can be a token at all (the header is the client's to fill). */
export function isWellFormedFirstAdminToken(token: string | undefined | null): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
