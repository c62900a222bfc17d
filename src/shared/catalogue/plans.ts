import type { Translate } from "#shared/i18n/translator";

export type PlanId = "starter" | "pro" | "premium";

export type Plan = {
  id: PlanId;
  name: "Starter" | "Pro" | "Premium";
  priceEuros: number;
  priceCents: number;
  currency: "eur";
  interval: "month";
  popular: boolean;
};

/**
 * The three monthly plans: billed monthly, no long-term contract, cancel any time. What each includes,
 * feature by feature (and the plan cards' lists), is in plan-entitlements.ts. Their names are product
 * names, the same in every language; their texts are in the catalogs (`catalogue.plan.<id>.*`).
 */
export const PLANS: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    priceEuros: 19.99,
    priceCents: 1999,
    currency: "eur",
    interval: "month",
    popular: false,
  },
  {
    id: "pro",
    name: "Pro",
    priceEuros: 39.99,
    priceCents: 3999,
    currency: "eur",
    interval: "month",
    popular: true,
  },
  {
    id: "premium",
    name: "Premium",
    priceEuros: 69.99,
    priceCents: 6999,
    currency: "eur",
    interval: "month",
    popular: false,
  },
];

export type PlanPriceIds = Record<PlanId, string | undefined>;

/** The plan a payment-provider price id belongs to. */
export function planByPriceId(priceId: string, priceIds: PlanPriceIds): Plan | undefined {
  const id = (Object.keys(priceIds) as PlanId[]).find((key) => priceIds[key] === priceId);
  return PLANS.find((plan) => plan.id === id);
}

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export const PLAN_IDS = ["starter", "pro", "premium"] as const satisfies readonly PlanId[];

/** A plan's name: the catalogue's for a known plan, else the payment provider's product name. */
export const planName = (planId: string | null, productName: string | null) =>
  planId && (PLAN_IDS as readonly string[]).includes(planId) ? planById(planId as PlanId).name : productName;

/** A plan's one-line promise ("Your own corner of the web"). */
export const planTagline = (t: Translate, id: PlanId): string => t(`catalogue.plan.${id}.tagline`);

/** What a plan is, in a sentence or two. */
export const planDescription = (t: Translate, id: PlanId): string => t(`catalogue.plan.${id}.description`);

/** Whom a plan suits. */
export const planIdealFor = (t: Translate, id: PlanId): string => t(`catalogue.plan.${id}.idealFor`);

/** The call to choose a plan ("Choose Plan"). */
export const planCta = (t: Translate): string => t("catalogue.plan.cta");
