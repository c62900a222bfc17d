export type PlanId = "starter" | "pro" | "premium";

export type Plan = {
  id: PlanId;
  name: "Starter" | "Pro" | "Premium";
  priceEuros: number;
  priceCents: number;
  currency: "eur";
  interval: "month";
  tagline: string;
  description: string;
  idealFor: string;
  popular: boolean;
  cta: string;
};

/**
 * The three monthly plans: billed monthly, no long-term contract, cancel any time. What each includes,
 * feature by feature (and the plan cards' lists), is in plan-entitlements.ts.
 */
export const PLANS: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    priceEuros: 19.99,
    priceCents: 1999,
    currency: "eur",
    interval: "month",
    tagline: "Your own corner of the web",
    description:
      "A personal website that shows your work, with your own domain and everything taken care of.",
    idealFor: "Talents starting out who want a professional home online.",
    popular: false,
    cta: "Choose Plan",
  },
  {
    id: "pro",
    name: "Pro",
    priceEuros: 39.99,
    priceCents: 3999,
    currency: "eur",
    interval: "month",
    tagline: "A brand that people remember",
    description: "Everything in Starter, plus branding and the tools that turn visitors into bookings.",
    idealFor: "Working talents who want a consistent, recognisable presence.",
    popular: true,
    cta: "Choose Plan",
  },
  {
    id: "premium",
    name: "Premium",
    priceEuros: 69.99,
    priceCents: 6999,
    currency: "eur",
    interval: "month",
    tagline: "Stand out, with personal care",
    description:
      "Everything in Pro, plus the Premium Talent badge on Vitrine, campaign pages and a team that keeps your site fresh.",
    idealFor: "Established talents and small studios who want to stand out and run campaigns.",
    popular: false,
    cta: "Choose Plan",
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
