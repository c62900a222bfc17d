import type { Translate } from "#shared/i18n/translator";
import type { Badge } from "#shared/talents/talent.schema";
import { type PlanId, planById } from "./plans.ts";

/**
 * Who delivers a feature: Vitrine itself, automatically, while the plan is live (`vitrine`); or our
 * team, who build the talent's own website and brand with them (`team`).
 */
export type FeatureDelivery = "vitrine" | "team";

/**
 * Everything a plan can include, in the order the comparison table lists it. Only what is really
 * delivered is listed (docs/decisions/0042): a claim nobody delivers is not made. Each feature's name
 * is in the catalogs (`catalogue.feature.<id>`).
 */
export const PLAN_FEATURES = [
  { id: "premium-badge", delivery: "vitrine" },
  { id: "personal-website", delivery: "team" },
  { id: "custom-domain", delivery: "team" },
  { id: "contact-form", delivery: "team" },
  { id: "gdpr-hosting", delivery: "team" },
  { id: "branding", delivery: "team" },
  { id: "professional-email", delivery: "team" },
  { id: "portfolio-gallery", delivery: "team" },
  { id: "link-in-bio", delivery: "team" },
  { id: "whatsapp-button", delivery: "team" },
  { id: "campaign-landing-page", delivery: "team" },
  { id: "content-updates", delivery: "team" },
] as const satisfies readonly { id: string; delivery: FeatureDelivery }[];

export type PlanFeature = (typeof PLAN_FEATURES)[number]["id"];

/** The support a plan comes with; each level's name is in the catalogs (`catalogue.support.<level>.*`). */
export const SUPPORT_LEVELS = ["standard", "priority", "personal"] as const;

export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

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

/** A feature's name ("Custom domain"). */
export const featureLabel = (t: Translate, feature: PlanFeature): string => t(`catalogue.feature.${feature}`);

/** A support level as the comparison table names it ("Priority"). */
export const supportLevelName = (t: Translate, level: SupportLevel): string =>
  t(`catalogue.support.${level}.name`);

/** A plan's support as a line of its own ("Priority support"). */
export const supportLabel = (t: Translate, planId: PlanId): string =>
  t(`catalogue.support.${PLAN_ENTITLEMENTS[planId].support}.label`);

/** The plan's features in the comparison table's order, with who delivers each. */
export function planFeatures(
  t: Translate,
  planId: PlanId,
): { id: PlanFeature; label: string; delivery: FeatureDelivery }[] {
  return PLAN_FEATURES.filter((feature) => planIncludes(planId, feature.id)).map((feature) => ({
    id: feature.id,
    label: featureLabel(t, feature.id),
    delivery: feature.delivery,
  }));
}

/**
 * A plan card's short list: "Everything in {the plan below}", then what this plan adds, then its
 * support. The same labels as the comparison table and the Settings card.
 */
export function planCardFeatures(t: Translate, planId: PlanId): string[] {
  const below = PLAN_BELOW[planId];
  const added = planFeatures(t, planId).filter((feature) => !below || !planIncludes(below, feature.id));
  return [
    ...(below ? [t("catalogue.plan.everythingIn", { plan: planById(below).name })] : []),
    ...added.map((feature) => feature.label),
    supportLabel(t, planId),
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
