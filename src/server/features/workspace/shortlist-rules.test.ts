import { describe, expect, it } from "vitest";
import { isSameEntrySet, pickWindowOver, shareExpiry, shareState } from "./shortlist-rules.ts";
import {
  hashShareToken,
  isWellFormedShareToken,
  newShareToken,
  shareTokenMatches,
} from "./shortlist-share-token.ts";

const now = new Date("2026-12-01T10:00:00.000Z");

describe("a link's expiry and state", () => {
  it("runs 7, 30 or 90 days from its making", () => {
    expect(shareExpiry(now, 7).toISOString()).toBe("2026-12-08T10:00:00.000Z");
    expect(shareExpiry(now, 30).toISOString()).toBe("2026-12-31T10:00:00.000Z");
    expect(shareExpiry(now, 90).toISOString()).toBe("2027-03-01T10:00:00.000Z");
  });

  it("is active before its expiry, expired from it on, and revoked once withdrawn whatever the date", () => {
    const expires_at = "2026-12-08T10:00:00.000Z";
    expect(shareState({ expires_at, revoked_at: null }, now)).toBe("active");
    expect(shareState({ expires_at, revoked_at: null }, new Date(expires_at))).toBe("expired");
    expect(shareState({ expires_at, revoked_at: now.toISOString() }, now)).toBe("revoked");
    expect(shareState({ expires_at, revoked_at: now.toISOString() }, new Date("2027-01-01"))).toBe("revoked");
  });
});

describe("a link's token", () => {
  it("is 43 URL-safe characters, new each time, kept as its SHA-256 in hex", () => {
    const token = newShareToken();
    expect(isWellFormedShareToken(token)).toBe(true);
    expect(newShareToken()).not.toBe(token);
    const hash = hashShareToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(shareTokenMatches(token, hash)).toBe(true);
    expect(shareTokenMatches(newShareToken(), hash)).toBe(false);
  });

  it("refuses values that cannot be a token", () => {
    for (const value of [undefined, null, "", "short", `${"a".repeat(42)}!`, "a".repeat(44)]) {
      expect(isWellFormedShareToken(value)).toBe(false);
    }
  });
});

describe("a new order of a list", () => {
  it("must name every entry once, in any order", () => {
    expect(isSameEntrySet(["a", "b", "c"], ["c", "a", "b"])).toBe(true);
    expect(isSameEntrySet([], [])).toBe(true);
  });

  it("is refused when it drops, adds or repeats an entry", () => {
    expect(isSameEntrySet(["a", "b", "c"], ["a", "b"])).toBe(false);
    expect(isSameEntrySet(["a", "b"], ["a", "b", "x"])).toBe(false);
    expect(isSameEntrySet(["a", "b", "c"], ["a", "a", "b"])).toBe(false);
    expect(isSameEntrySet(["a", "b"], ["a", "x"])).toBe(false);
  });
});

describe("a link's hour of picks", () => {
  it("starts again an hour after it began", () => {
    expect(pickWindowOver(null, now)).toBe(true);
    expect(pickWindowOver("2026-12-01T09:30:00.000Z", now)).toBe(false);
    expect(pickWindowOver("2026-12-01T09:00:00.000Z", now)).toBe(true);
  });
});
