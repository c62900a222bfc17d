import type { PlanId } from "./plans.ts";

/** Everything a plan can include, in the order the comparison table lists it. */
export const PLAN_FEATURES = [
  { id: "personal-website", label: "Personal website" },
  { id: "custom-domain", label: "Custom domain" },
  { id: "contact-form", label: "Contact form" },
  { id: "gdpr-hosting", label: "GDPR-compliant hosting" },
  { id: "branding", label: "Branding and logo" },
  { id: "professional-email", label: "Professional e-mail address" },
  { id: "portfolio-gallery", label: "Portfolio gallery" },
  { id: "link-in-bio", label: "Instagram link-in-bio page" },
  { id: "whatsapp-button", label: "WhatsApp button" },
  { id: "booking-system", label: "Booking system" },
  { id: "shop", label: "Shop and paid content" },
  { id: "campaign-landing-page", label: "Campaign landing page" },
  { id: "content-updates", label: "Small content updates" },
] as const;

export type PlanFeature = (typeof PLAN_FEATURES)[number]["id"];

export const SUPPORT_LEVELS = {
  standard: "Standard",
  priority: "Priority",
  personal: "Personal 1:1",
} as const;

export type SupportLevel = keyof typeof SUPPORT_LEVELS;

export type PlanEntitlements = { features: readonly PlanFeature[]; support: SupportLevel };

const STARTER: readonly PlanFeature[] = ["personal-website", "custom-domain", "contact-form", "gdpr-hosting"];
const PRO: readonly PlanFeature[] = [
  ...STARTER,
  "branding",
  "professional-email",
  "portfolio-gallery",
  "link-in-bio",
  "whatsapp-button",
];
const PREMIUM: readonly PlanFeature[] = [
  ...PRO,
  "booking-system",
  "shop",
  "campaign-landing-page",
  "content-updates",
];

/**
 * What each plan includes: the one place the pricing page's comparison table and every feature that
 * depends on the plan read from.
 */
export const PLAN_ENTITLEMENTS: Record<PlanId, PlanEntitlements> = {
  starter: { features: STARTER, support: "standard" },
  pro: { features: PRO, support: "priority" },
  premium: { features: PREMIUM, support: "personal" },
};

/** Whether an account on this plan (null: no live subscription) has the feature. */
export function planIncludes(planId: PlanId | null, feature: PlanFeature): boolean {
  return planId !== null && PLAN_ENTITLEMENTS[planId].features.includes(feature);
}
