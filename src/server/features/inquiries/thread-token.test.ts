import { describe, expect, it } from "vitest";
import { hashThreadToken, isWellFormedToken, newThreadToken, tokenMatches } from "./thread-token.ts";

describe("thread tokens", () => {
  it("are 32 random bytes, URL-safe, and different every time", () => {
    const a = newThreadToken();
    const b = newThreadToken();
    expect(Buffer.from(a, "base64url")).toHaveLength(32);
    expect(isWellFormedToken(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  it("are stored as their SHA-256 and matched only by the token itself", () => {
    const token = newThreadToken();
    const stored = hashThreadToken(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
    expect(tokenMatches(token, stored)).toBe(true);
    expect(tokenMatches(newThreadToken(), stored)).toBe(false);
    expect(tokenMatches(token, "abc")).toBe(false);
  });

  it("refuses values that cannot be a token", () => {
    for (const value of [undefined, null, "", "short", `${newThreadToken()}x`, `${"a".repeat(42)}=`]) {
      expect(isWellFormedToken(value)).toBe(false);
    }
  });
});
