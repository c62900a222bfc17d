import { describe, expect, it } from "vitest";
import { fillWeeks, isoWeekStart, lastWeekStarts, rangeStartIso } from "./insight-weeks.ts";

describe("isoWeekStart", () => {
  it("is the Monday of the ISO week in UTC, for every day of the week", () => {
    // 2026-11-23 is a Monday, 2026-11-29 the Sunday after.
    expect(isoWeekStart(new Date("2026-11-23T00:00:00.000Z"))).toBe("2026-11-23");
    expect(isoWeekStart(new Date("2026-11-25T12:00:00.000Z"))).toBe("2026-11-23");
    expect(isoWeekStart(new Date("2026-11-29T23:59:59.999Z"))).toBe("2026-11-23");
    expect(isoWeekStart(new Date("2026-11-30T00:00:00.000Z"))).toBe("2026-11-30");
  });

  it("goes by UTC, not by the local time of a zone ahead or behind", () => {
    // Sunday 23:30 in UTC is Monday already in Berlin: still the week before.
    expect(isoWeekStart(new Date("2026-11-29T23:30:00.000Z"))).toBe("2026-11-23");
    expect(isoWeekStart(new Date("2026-11-30T00:30:00+01:00"))).toBe("2026-11-23");
  });

  it("crosses a year: the week of 1 January 2027 (a Friday) began on 28 December 2026", () => {
    expect(isoWeekStart(new Date("2027-01-01T08:00:00.000Z"))).toBe("2026-12-28");
  });
});

describe("lastWeekStarts", () => {
  it("gives the Mondays oldest first, the current week last", () => {
    expect(lastWeekStarts(new Date("2026-11-27T11:00:00.000Z"), 3)).toEqual([
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(lastWeekStarts(new Date("2026-11-27T11:00:00.000Z"), 52)).toHaveLength(52);
    expect(lastWeekStarts(new Date("2026-11-27T11:00:00.000Z"), 52)[0]).toBe("2025-12-01");
  });

  it("keeps seven days between Mondays over a change to or from summer time", () => {
    const weeks = lastWeekStarts(new Date("2026-04-08T00:00:00.000Z"), 4);
    expect(weeks).toEqual(["2026-03-16", "2026-03-23", "2026-03-30", "2026-04-06"]);
  });

  it("starts the range at midnight UTC of the first Monday", () => {
    expect(rangeStartIso(["2026-11-09", "2026-11-16"])).toBe("2026-11-09T00:00:00.000Z");
  });
});

describe("fillWeeks", () => {
  it("puts each row's count in its week, zero in the weeks without a row, and drops other weeks", () => {
    const weeks = ["2026-11-09", "2026-11-16", "2026-11-23"];
    expect(
      fillWeeks(weeks, [
        { week: "2026-11-23", count: "4" },
        { week: "2026-11-09", count: 2 },
        { week: "2026-11-09", count: BigInt(1) },
        { week: "2026-11-02", count: 9 },
      ]),
    ).toEqual([3, 0, 4]);
    expect(fillWeeks(weeks, [])).toEqual([0, 0, 0]);
  });
});
