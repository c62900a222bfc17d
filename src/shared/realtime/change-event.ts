import { z } from "zod";

export const CHANGE_EVENT_TYPES = [
  "talent.created",
  "talent.updated",
  "talent.approved",
  "talent.rejected",
  "talent.deleted",
  "talent.featured",
  "talents.reordered",
  "talents.seeded",
  "message.received",
  "subscription.changed",
  "content.changed",
] as const;

/** What the server tells open pages when something that others see has changed. */
export const ChangeEventSchema = z.object({
  type: z.enum(CHANGE_EVENT_TYPES),
  talentId: z.string().optional(),
  slug: z.string().optional(),
  /** The account a private change belongs to (subscription.changed); never sent on the public stream. */
  userId: z.string().optional(),
});
export type ChangeEvent = z.infer<typeof ChangeEventSchema>;
