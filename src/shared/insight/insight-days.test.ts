import { describe, expect, it } from "vitest";
import { dayRange, insightOf, utcDay } from "./insight-days.ts";

describe("the insight's days", () => {
  it("buckets a moment into its UTC day, whatever the local time", () => {
    expect(utcDay(new Date("2026-03-01T23:59:59.999Z"))).toBe("2026-03-01");
    expect(utcDay(new Date("2026-03-02T00:30:00+02:00"))).toBe("2026-03-01");
  });

  it("lists the period's days up to the last one, the oldest first, across months and leap days", () => {
    expect(dayRange("2028-03-01", 3)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    const ninety = dayRange("2026-12-01", 90);
    expect(ninety).toHaveLength(90);
    expect(ninety[0]).toBe("2026-09-03");
    expect(ninety.at(-1)).toBe("2026-12-01");
    expect(new Set(ninety).size).toBe(90);
  });

  it("fills every day without counts with zeros and adds up the totals", () => {
    const insight = insightOf(
      [
        { day: "2026-11-30", kind: "view", count: 3 },
        { day: "2026-11-30", kind: "inquiry", count: 1 },
        { day: "2026-12-01", kind: "view", count: 2 },
        { day: "2026-12-01", kind: "shortlisted", count: 4 },
        { day: "2026-12-01", kind: "comp-card", count: 1 },
      ],
      "2026-12-01",
      30,
    );
    expect(insight.days).toBe(30);
    expect(insight.series).toHaveLength(30);
    expect(insight.series[0]).toEqual({
      day: "2026-11-02",
      view: 0,
      "comp-card": 0,
      inquiry: 0,
      shortlisted: 0,
    });
    expect(insight.series.at(-2)).toEqual({
      day: "2026-11-30",
      view: 3,
      "comp-card": 0,
      inquiry: 1,
      shortlisted: 0,
    });
    expect(insight.series.at(-1)).toEqual({
      day: "2026-12-01",
      view: 2,
      "comp-card": 1,
      inquiry: 0,
      shortlisted: 4,
    });
    expect(insight.totals).toEqual({ view: 5, "comp-card": 1, inquiry: 1, shortlisted: 4 });
  });

  it("leaves out counts before the period and kinds it does not know", () => {
    const insight = insightOf(
      [
        { day: "2026-11-01", kind: "view", count: 7 },
        { day: "2026-12-01", kind: "visitor", count: 9 },
      ],
      "2026-12-01",
      30,
    );
    expect(insight.totals).toEqual({ view: 0, "comp-card": 0, inquiry: 0, shortlisted: 0 });
    expect(insight.series.every((day) => day.view === 0)).toBe(true);
  });
});
