import type { Badge, TalentStatus } from "#shared/talents/talent.schema";

export const BADGE_INFO: Record<Badge, { label: string; tooltip: string }> = {
  premium: {
    label: "Premium Talent",
    tooltip: "Has a premium plan with Vitrine and a fully curated portfolio.",
  },
  verified: { label: "Verified Talent", tooltip: "Identity and portfolio checked by the Vitrine team." },
  new: { label: "New Talent", tooltip: "Joined Vitrine recently." },
};

export const STATUS_LABELS: Record<TalentStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
