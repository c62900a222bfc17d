import { z } from "zod";
import { SenderThreadSchema } from "./inquiry.schema.ts";

/** The most talents one inquiry to a shortlist reaches: it takes one message of the sender's budget. */
export const LIST_INQUIRY_MAX_TALENTS = 50;

/** Why a talent on the list did not get the inquiry. */
export const LIST_INQUIRY_SKIPS = ["notAccepting", "kindNotTaken", "blocked", "alreadyAsked"] as const;
export type ListInquirySkip = (typeof LIST_INQUIRY_SKIPS)[number];

export const ListInquiryResultSchema = z.object({
  sent: z.number().int(),
  talents: z.array(
    z.object({
      talentId: z.string(),
      talentName: z.string(),
      /** The thread started with this talent, when it was sent. */
      inquiryId: z.string().nullable(),
      skipped: z.enum(LIST_INQUIRY_SKIPS).nullable(),
    }),
  ),
});
export type ListInquiryResult = z.infer<typeof ListInquiryResultSchema>;

/** Where a thread the account sent stands: waiting for the talent, answered, or closed by the talent. */
export const SENT_THREAD_STATES = ["sent", "answered", "closed"] as const;
export type SentThreadState = (typeof SENT_THREAD_STATES)[number];

export const SentThreadSummarySchema = z.object({
  id: z.string(),
  talentName: z.string(),
  /** The public profile's path, when it is public. */
  talentPath: z.string().nullable(),
  state: z.enum(SENT_THREAD_STATES),
  lastActivityAt: z.string(),
  /** The talent's messages the account has not opened yet. */
  unreadReplies: z.number().int(),
});
export type SentThreadSummary = z.infer<typeof SentThreadSummarySchema>;
export const SentThreadListSchema = z.object({ items: z.array(SentThreadSummarySchema) });

/** A thread the account sent, as its workspace shows it: as the sender's link does, without the link's expiry. */
export const SentThreadSchema = SenderThreadSchema.omit({ expiresAt: true }).extend({
  id: z.string(),
  state: z.enum(SENT_THREAD_STATES),
});
export type SentThread = z.infer<typeof SentThreadSchema>;
