import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatEuros } from "./format.ts";

describe("formatting", () => {
  it("shows plan prices in euros with cents", () => {
    expect(formatEuros(19.99)).toBe("€19.99");
    expect(formatEuros(69.99)).toBe("€69.99");
  });

  it("shows a go-live date as written in the roadmap, whatever the time zone", () => {
    expect(formatCalendarDate("2025-08-15")).toBe("August 15, 2025");
    expect(formatCalendarDate("2025-09-20")).toBe("September 20, 2025");
  });
});
