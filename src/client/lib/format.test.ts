import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatEuros } from "./format.ts";

describe("formatting", () => {
  it("shows plan prices in euros with cents", () => {
    expect(formatEuros(19.99)).toBe("€19.99");
    expect(formatEuros(69.99)).toBe("€69.99");
  });

  it("shows a go-live date as written in the roadmap, whatever the time zone", () => {
    expect(formatCalendarDate("2025-08-15")).toBe("August 15, 2025");
    expect(formatCalendarDate("2025-09-20")).toBe("September 20, 2025");
  });

  it("shows a moment with date and time in the given zone, and leaves a broken value as it is", () => {
    expect(formatDateTime("2026-11-23T13:05:00.000Z", "Europe/Berlin")).toBe("23 Nov 2026, 14:05");
    expect(formatDateTime("not a date")).toBe("not a date");
  });
});
