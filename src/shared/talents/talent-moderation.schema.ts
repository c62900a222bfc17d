import { z } from "zod";

/** Ready-made reasons an admin can pick when rejecting a profile; free text can follow or replace them. */
export const REJECTION_REASONS = [
  "The photos are unclear, too small, or do not show you or your work.",
  "Important details are missing: please complete your bio, category and contact details.",
  "The profile contains content that our terms and conditions do not allow.",
  "This profile looks like a copy of another profile on Vitrine.",
] as const;

export const REJECTION_REASON_MAX = 2000;

/** The body of approve and reject: the reason the talent reads, and the version the admin looked at. */
export const DecisionBodySchema = z.object({
  reason: z.string().trim().max(REJECTION_REASON_MAX).optional(),
  updatedAt: z.string().max(40).optional(),
});
export type DecisionBody = z.infer<typeof DecisionBodySchema>;
