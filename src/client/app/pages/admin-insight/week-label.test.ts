import { describe, expect, it } from "vitest";
import { formatAxisDate } from "./week-label.ts";

describe("formatAxisDate", () => {
  it("writes a week's Monday short, in the page's language, the same in every time zone", () => {
    expect(formatAxisDate("en", "2026-11-23")).toBe("23 Nov");
    expect(formatAxisDate("de", "2026-11-23")).toBe("23. Nov.");
    expect(formatAxisDate("de", "no date")).toBe("no date");
  });
});
