import { describe, expect, it } from "vitest";
import { type AnsweredInquiry, responseTimeBadge } from "./response-time.ts";

const HOUR = 60 * 60 * 1000;
const received = "2026-10-01T09:00:00.000Z";
/** An inquiry first answered after `hours`, or never (null). */
const answered = (hours: number | null): AnsweredInquiry => ({
  firstMessageAt: received,
  firstReplyAt: hours === null ? null : new Date(Date.parse(received) + hours * HOUR).toISOString(),
});
const many = (count: number, hours: number | null) => Array.from({ length: count }, () => answered(hours));

describe("the response-time badge", () => {
  it("needs at least 5 inquiries", () => {
    expect(responseTimeBadge(many(4, 1))).toBeNull();
    expect(responseTimeBadge([])).toBeNull();
    expect(responseTimeBadge(many(5, 1))).toBe("day");
  });

  it("says within a day when at least 80 % were answered within 24 hours, the limit included", () => {
    expect(responseTimeBadge([...many(4, 24), answered(200)])).toBe("day");
    expect(responseTimeBadge([...many(8, 2), ...many(2, null)])).toBe("day");
    expect(responseTimeBadge([...many(7, 2), ...many(3, 30)])).toBe("week");
  });

  it("says within a week when at least 80 % were answered within 7 days", () => {
    expect(responseTimeBadge([...many(2, 1), ...many(2, 48), answered(7 * 24)])).toBe("week");
    expect(responseTimeBadge([...many(4, 100), answered(7 * 24 + 1)])).toBe("week");
    expect(responseTimeBadge([...many(3, 100), ...many(2, 7 * 24 + 1)])).toBeNull();
  });

  it("counts an inquiry never answered as within neither", () => {
    expect(responseTimeBadge([...many(3, 1), ...many(2, null)])).toBeNull();
    expect(responseTimeBadge([...many(4, 1), answered(null)])).toBe("day");
    expect(responseTimeBadge(many(6, null))).toBeNull();
  });
});
