/** Ready-made reasons an admin can pick when rejecting a profile; free text can follow or replace them. */
export const REJECTION_REASONS = [
  "The photos are unclear, too small, or do not show you or your work.",
  "Important details are missing: please complete your bio, category and contact details.",
  "The profile contains content that our terms and conditions do not allow.",
  "This profile looks like a copy of another profile on Vitrine.",
] as const;

export const REJECTION_REASON_MAX = 2000;
