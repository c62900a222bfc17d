import { createHash, createHmac } from "node:crypto";

/**
 * The token of a saved search's unsubscribe link: an HMAC of its id under the server's secret, so
 * every alert mail carries the same link and an old mail's still works, while only the secret's
 * holder can make one. The database keeps only its SHA-256 (hex), which finds the search.
 */
export const alertToken = (secret: string, searchId: string): string =>
  createHmac("sha256", secret).update(`saved-search-unsubscribe:${searchId}`).digest("base64url");

export const hashAlertToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Tokens are 43 base64url characters; anything else is refused before a lookup. */
export const isWellFormedAlertToken = (token: string | undefined): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
