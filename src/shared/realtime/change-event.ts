import { z } from "zod";

/**
 * Who hears an event:
 * - `public`: everyone, on the public stream (`GET /api/events`): only what visitors can read anyway;
 * - `owner`: the account named as the event's owner and every admin, on the signed-in stream
 *   (`GET /api/me/events`);
 * - `admins`: the admins only, on the signed-in stream.
 */
export type EventAudience = "public" | "owner" | "admins";

/**
 * Every kind of live event with its audience. A new kind is one line here; the streams filter by
 * this table, so an event can never reach a listener its audience does not include.
 */
export const CHANGE_EVENT_AUDIENCES = {
  /** An approved profile appeared (approved, or created approved by an admin). */
  "talent.published": "public",
  /** An approved profile changed and is still public. */
  "talent.changed": "public",
  /** A public profile left the public: back to review, rejected or deleted. */
  "talent.unpublished": "public",
  /** The featured talents or their order changed. */
  "talents.reordered": "public",
  /** The sample talents were loaded. */
  "talents.seeded": "public",
  /** A profile was created (any status). */
  "talent.created": "owner",
  /** A profile's fields or media were saved (any status). */
  "talent.saved": "owner",
  "talent.approved": "owner",
  "talent.rejected": "owner",
  "talent.deleted": "owner",
  /** A visitor sent an inquiry to the owner's profile, or answered in one of its threads. */
  "inquiry.received": "owner",
  /** The owner changed one of their threads (read, answered, archived, spam, reported). */
  "inquiry.changed": "owner",
  /** A talent reported an inquiry to the admins. */
  "inquiry.reported": "admins",
  /** A visitor reported a public profile, or an admin handled such a report. */
  "talent.reported": "admins",
  /** Someone sent the contact form. */
  "message.received": "admins",
  /** An account's subscription changed (checkout, portal, provider events, an assigned plan). */
  "subscription.changed": "owner",
  /** A client picked (yes, maybe, no) a talent of the owner's shortlist through a shared link. */
  "shortlist.picked": "owner",
  /** The testimonials or the team that the admins manage changed. */
  "content.changed": "public",
} as const satisfies Record<string, EventAudience>;

export type ChangeEventType = keyof typeof CHANGE_EVENT_AUDIENCES;
export const CHANGE_EVENT_TYPES = Object.keys(CHANGE_EVENT_AUDIENCES) as [
  ChangeEventType,
  ...ChangeEventType[],
];

/** What a stream tells an open page: something it shows may have changed. */
export const ChangeEventSchema = z.object({
  type: z.enum(CHANGE_EVENT_TYPES),
  talentId: z.string().optional(),
  slug: z.string().optional(),
});
export type ChangeEvent = z.infer<typeof ChangeEventSchema>;
