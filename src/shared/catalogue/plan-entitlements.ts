import type { Badge } from "#shared/talents/talent.schema";
import { type PlanId, planById } from "./plans.ts";

/**
 * Who delivers a feature: Vitrine itself, automatically, while the plan is live (`vitrine`); or our
 * team, who build the talent's own website and brand with them (`team`).
 */
export type FeatureDelivery = "vitrine" | "team";

/**
 * Everything a plan can include, in the order the comparison table lists it. Only what is really
 * delivered is listed (docs/decisions/0042): a claim nobody delivers is not made.
 */
export const PLAN_FEATURES = [
  { id: "premium-badge", label: "Premium Talent badge on your profile", delivery: "vitrine" },
  { id: "personal-website", label: "Personal website", delivery: "team" },
  { id: "custom-domain", label: "Custom domain", delivery: "team" },
  { id: "contact-form", label: "Contact form", delivery: "team" },
  { id: "gdpr-hosting", label: "GDPR-compliant hosting", delivery: "team" },
  { id: "branding", label: "Branding and logo", delivery: "team" },
  { id: "professional-email", label: "Professional e-mail address", delivery: "team" },
  { id: "portfolio-gallery", label: "Portfolio gallery", delivery: "team" },
  { id: "link-in-bio", label: "Instagram link-in-bio page", delivery: "team" },
  { id: "whatsapp-button", label: "WhatsApp button", delivery: "team" },
  { id: "campaign-landing-page", label: "Campaign landing page", delivery: "team" },
  { id: "content-updates", label: "Small content updates", delivery: "team" },
] as const satisfies readonly { id: string; label: string; delivery: FeatureDelivery }[];

export type PlanFeature = (typeof PLAN_FEATURES)[number]["id"];

export const SUPPORT_LEVELS = {
  standard: "Standard",
  priority: "Priority",
  personal: "Personal 1:1",
} as const;

export type SupportLevel = keyof typeof SUPPORT_LEVELS;

export type PlanEntitlements = {
  features: readonly PlanFeature[];
  support: SupportLevel;
  /** The badges the talent's public profile and cards carry while the plan is live. */
  badges: readonly Badge[];
};

const STARTER: readonly PlanFeature[] = ["personal-website", "custom-domain", "contact-form", "gdpr-hosting"];
const PRO: readonly PlanFeature[] = [
  ...STARTER,
  "branding",
  "professional-email",
  "portfolio-gallery",
  "link-in-bio",
  "whatsapp-button",
];
const PREMIUM: readonly PlanFeature[] = [...PRO, "campaign-landing-page", "content-updates", "premium-badge"];

/**
 * What each plan includes: the one place the pricing page's plan cards and comparison table, the
 * Settings card and the public badges read from.
 */
export const PLAN_ENTITLEMENTS: Record<PlanId, PlanEntitlements> = {
  starter: { features: STARTER, support: "standard", badges: [] },
  pro: { features: PRO, support: "priority", badges: [] },
  premium: { features: PREMIUM, support: "personal", badges: ["premium"] },
};

/** The plan below each plan, whose features it includes too. */
const PLAN_BELOW: Record<PlanId, PlanId | null> = { starter: null, pro: "starter", premium: "pro" };

/** Whether an account on this plan (null: no live subscription) has the feature. */
export function planIncludes(planId: PlanId | null, feature: PlanFeature): boolean {
  return planId !== null && PLAN_ENTITLEMENTS[planId].features.includes(feature);
}

export const featureLabel = (feature: PlanFeature): string =>
  PLAN_FEATURES.find((f) => f.id === feature)?.label ?? feature;

export const supportLabel = (planId: PlanId): string =>
  `${SUPPORT_LEVELS[PLAN_ENTITLEMENTS[planId].support]} support`;

/** The plan's features in the comparison table's order, with who delivers each. */
export function planFeatures(
  planId: PlanId,
): { id: PlanFeature; label: string; delivery: FeatureDelivery }[] {
  return PLAN_FEATURES.filter((feature) => planIncludes(planId, feature.id)).map((feature) => ({
    id: feature.id,
    label: feature.label,
    delivery: feature.delivery,
  }));
}

/**
 * A plan card's short list: "Everything in {the plan below}", then what this plan adds, then its
 * support. The same labels as the comparison table and the Settings card.
 */
export function planCardFeatures(planId: PlanId): string[] {
  const below = PLAN_BELOW[planId];
  const added = planFeatures(planId).filter((feature) => !below || !planIncludes(below, feature.id));
  return [
    ...(below ? [`Everything in ${planById(below).name}`] : []),
    ...added.map((feature) => feature.label),
    supportLabel(planId),
  ];
}

/** The badges a live plan gives (none without one). */
export function planBadges(planId: PlanId | null): readonly Badge[] {
  return planId ? PLAN_ENTITLEMENTS[planId].badges : [];
}

/**
 * The badges the public sees: those an administrator set, then those the account's live plan gives
 * (null: no live plan). The stored ones are never changed by a plan, so both can be told apart.
 */
export function publicBadges(stored: readonly Badge[], livePlan: PlanId | null): Badge[] {
  return [...stored, ...planBadges(livePlan).filter((badge) => !stored.includes(badge))];
}
