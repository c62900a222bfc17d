import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatDateTime,
  formatDay,
  formatEuros,
  formatNumber,
  formatShortCalendarDate,
} from "./format.ts";

// Intl separates the amount from the euro sign with a no-break space in German.
const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe("formats in the page's language", () => {
  it("prices", () => {
    expect(formatEuros("en", 19.99)).toBe("€19.99");
    expect(nbsp(formatEuros("de", 19.99))).toBe("19,99 €");
    expect(nbsp(formatEuros("de", 1234.5))).toBe("1.234,50 €");
  });

  it("numbers", () => {
    expect(formatNumber("en", 1250)).toBe("1,250");
    expect(formatNumber("de", 1250)).toBe("1.250");
  });

  it("whole numbers below 1,000 without Intl, as Intl writes them in both languages", () => {
    for (const language of ["en", "de"] as const) {
      const intl = new Intl.NumberFormat(language === "en" ? "en-IE" : "de-DE");
      for (const value of [0, 1, 8, 42, 999]) expect(formatNumber(language, value)).toBe(intl.format(value));
      for (const value of [1000, -3, 2.5]) expect(formatNumber(language, value)).toBe(intl.format(value));
    }
  });

  it("calendar dates, the same in every time zone", () => {
    expect(formatCalendarDate("en", "2025-08-15")).toBe("August 15, 2025");
    expect(formatCalendarDate("de", "2025-08-15")).toBe("15. August 2025");
    expect(formatCalendarDate("de", "no date")).toBe("no date");
    expect(formatShortCalendarDate("en", "2026-12-03")).toBe("3 Dec");
    expect(formatShortCalendarDate("de", "2026-12-03")).toBe("3. Dez.");
  });

  it("moments and days in a given time zone", () => {
    const moment = "2026-11-23T13:05:00Z";
    expect(formatDateTime("en", moment, "Europe/Berlin")).toBe("23 Nov 2026, 14:05");
    expect(formatDateTime("de", moment, "Europe/Berlin")).toBe("23.11.2026, 14:05");
    expect(formatDay("de", moment)).toMatch(/^2[34]\.11\.2026$/);
    expect(formatDateTime("de", "nonsense")).toBe("nonsense");
  });
});
