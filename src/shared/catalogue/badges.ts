import type { Badge, TalentStatus } from "#shared/talents/talent.schema";

/**
 * Each badge's name and what it tells visitors; `adminHint` says in the editor how it is given when
 * that is not only the administrator's tick.
 */
export const BADGE_INFO: Record<Badge, { label: string; tooltip: string; adminHint?: string }> = {
  premium: {
    label: "Premium Talent",
    tooltip: "Has a Premium plan with Vitrine.",
    adminHint:
      "Shown automatically while the linked account has a Premium plan; tick it to show it without one.",
  },
  verified: { label: "Verified Talent", tooltip: "Identity and portfolio checked by the Vitrine team." },
  new: { label: "New Talent", tooltip: "Joined Vitrine recently." },
};

export const STATUS_LABELS: Record<TalentStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
