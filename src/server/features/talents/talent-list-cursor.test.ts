import { describe, expect, it } from "vitest";
import { decodeTalentListCursor, encodeTalentListCursor } from "./talent-list-cursor.ts";

describe("talent list cursors", () => {
  it("round-trips the last card's creation time and id", () => {
    const cursor = { createdAt: "2026-11-23T10:15:00.123Z", id: "3f1c2a9e-0b7d-4c6e-9a51-2d8f6e4b1c00" };
    expect(decodeTalentListCursor(encodeTalentListCursor(cursor))).toEqual(cursor);
  });

  it("round-trips a keyword search's rank", () => {
    const cursor = { createdAt: "2026-11-23T10:15:00.123Z", id: "3f1c2a9e", rank: 2 };
    expect(decodeTalentListCursor(encodeTalentListCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ["a rank out of range", Buffer.from("2026-11-23T10:15:00.000Z|a|6").toString("base64url")],
    ["not base64 at all", "!!!"],
    ["a timestamp that is not ISO", Buffer.from("yesterday|abc").toString("base64url")],
    ["an id with SQL in it", Buffer.from("2026-11-23T10:15:00.000Z|x' or 1=1").toString("base64url")],
    ["extra parts", Buffer.from("2026-11-23T10:15:00.000Z|a|1|b").toString("base64url")],
    ["nothing", ""],
  ])("rejects %s", (_label, token) => {
    expect(decodeTalentListCursor(token)).toBeUndefined();
  });
});

describe("talent list cursors of a search by distance", () => {
  it("round-trips the distance exactly", () => {
    const cursor = { distanceM: 12_345.678901234567, createdAt: "2026-11-23T10:15:00.123Z", id: "abc" };
    expect(decodeTalentListCursor(encodeTalentListCursor(cursor))).toEqual(cursor);
    const tiny = { distanceM: 1e-7, createdAt: "2026-11-23T10:15:00.123Z", id: "abc" };
    expect(decodeTalentListCursor(encodeTalentListCursor(tiny))).toEqual(tiny);
  });

  it.each([
    ["a negative distance", "-1|2026-11-23T10:15:00.000Z|a"],
    ["a distance that is not a number", "far|2026-11-23T10:15:00.000Z|a"],
    ["four parts", "1|2026-11-23T10:15:00.000Z|a|b"],
  ])("rejects %s", (_label, raw) => {
    expect(decodeTalentListCursor(Buffer.from(raw).toString("base64url"))).toBeUndefined();
  });
});
