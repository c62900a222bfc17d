import type { ResponseTime } from "#shared/talents/talent.schema";

/** The window of inquiries the badge looks at, the fewest that make it meaningful, and the share needed. */
export const RESPONSE_TIME_RULE = { windowDays: 90, minInquiries: 5, share: 0.8 } as const;

const HOUR_MS = 60 * 60 * 1000;
const WITHIN: Record<ResponseTime, number> = { day: 24 * HOUR_MS, week: 7 * 24 * HOUR_MS };

/** One inquiry the talent received: when its first message came, and when the talent first answered. */
export type AnsweredInquiry = { firstMessageAt: string; firstReplyAt: string | null };

/**
 * The public profile's response-time badge, from the inquiries the talent received in the window:
 * "day" when at least 80 % were first answered within 24 hours, else "week" when at least 80 % were
 * within 7 days, else none; none too with fewer than 5 inquiries. An inquiry not answered (yet)
 * counts as answered within neither.
 */
export function responseTimeBadge(inquiries: readonly AnsweredInquiry[]): ResponseTime | null {
  if (inquiries.length < RESPONSE_TIME_RULE.minInquiries) return null;
  const share = (limitMs: number) =>
    inquiries.filter(
      ({ firstMessageAt, firstReplyAt }) =>
        firstReplyAt !== null && Date.parse(firstReplyAt) - Date.parse(firstMessageAt) <= limitMs,
    ).length / inquiries.length;
  if (share(WITHIN.day) >= RESPONSE_TIME_RULE.share) return "day";
  if (share(WITHIN.week) >= RESPONSE_TIME_RULE.share) return "week";
  return null;
}
