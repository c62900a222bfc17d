import { describe, expect, it } from "vitest";
import { BADGE_INFO } from "./badges.ts";
import {
  CATEGORIES,
  categoryLabel,
  categoryOfSubcategory,
  SUBCATEGORY_VALUES,
  specificFieldsOf,
  subcategoryLabel,
} from "./categories.ts";
import { isLanguageCode, LANGUAGE_CODES, LANGUAGES, languageLabel } from "./languages.ts";
import { PAYMENT_OPTION_INFO } from "./payment-options.ts";
import {
  PLAN_ENTITLEMENTS,
  PLAN_FEATURES,
  planBadges,
  planCardFeatures,
  planFeatures,
  planIncludes,
  publicBadges,
} from "./plan-entitlements.ts";
import { PLANS, planByPriceId } from "./plans.ts";
import { ROADMAP } from "./roadmap.ts";

describe("the category catalogue", () => {
  it("has the four categories with their subcategories", () => {
    expect(CATEGORIES.map((c) => c.value)).toEqual([
      "visual-arts-media",
      "performing-arts",
      "styling-support",
      "industry-infrastructure",
    ]);
    expect(CATEGORIES.map((c) => c.subcategories.length)).toEqual([4, 5, 3, 2]);
    expect(new Set(SUBCATEGORY_VALUES).size).toBe(SUBCATEGORY_VALUES.length);
  });

  it("puts every subcategory in exactly one category", () => {
    for (const sub of SUBCATEGORY_VALUES) {
      expect(CATEGORIES.filter((c) => c.subcategories.some((s) => s.value === sub))).toHaveLength(1);
    }
    expect(categoryOfSubcategory("model")?.value).toBe("visual-arts-media");
    expect(categoryOfSubcategory("musicians-dj")?.value).toBe("performing-arts");
    expect(categoryOfSubcategory("nope")).toBeUndefined();
  });

  it("gives each category its specific fields with types and units", () => {
    expect(specificFieldsOf("visual-arts-media").map((f) => [f.name, f.type, f.unit])).toEqual([
      ["height", "number", "cm"],
      ["measurements", "text", "cm"],
      ["eyes", "text", undefined],
      ["hair", "text", undefined],
      ["shoes", "number", "EU"],
    ]);
    expect(specificFieldsOf("performing-arts").map((f) => f.name)).toEqual(["genre"]);
    expect(specificFieldsOf("styling-support").map((f) => f.name)).toEqual(["specialization"]);
    expect(specificFieldsOf("industry-infrastructure").map((f) => [f.name, f.type])).toEqual([
      ["capacity", "number"],
    ]);
    expect(specificFieldsOf("unknown")).toEqual([]);
  });

  it("labels values and falls back to the raw value", () => {
    expect(categoryLabel("styling-support")).toBe("Styling & Support");
    expect(subcategoryLabel("make-up-artist")).toBe("Make-up Artist");
    expect(subcategoryLabel("mystery")).toBe("mystery");
  });
});

describe("the languages", () => {
  it("lists about 180 unique codes, sorted by English name", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(175);
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    const labels = LANGUAGES.map((l) => l.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });

  it("labels codes", () => {
    expect(languageLabel("de")).toBe("German");
    expect(languageLabel("yo")).toBe("Yoruba");
    expect(languageLabel("xx")).toBe("xx");
    expect(isLanguageCode("en")).toBe(true);
    expect(isLanguageCode("english")).toBe(false);
  });
});

describe("payment options, badges and the roadmap", () => {
  it("names the payment options and badges as the site shows them", () => {
    expect(PAYMENT_OPTION_INFO.PAY.label).toBe("Paid Work");
    expect(PAYMENT_OPTION_INFO.TFP.label).toBe("Time for Prints");
    expect(PAYMENT_OPTION_INFO.TFP.tag).toBe("TFP Available");
    expect(Object.values(BADGE_INFO).map((b) => b.label)).toEqual([
      "Premium Talent",
      "Verified Talent",
      "New Talent",
    ]);
  });

  it("has seven roadmap items: three live with their dates, four coming without", () => {
    expect(ROADMAP).toHaveLength(7);
    expect(ROADMAP.filter((r) => r.status === "live").map((r) => [r.title, r.liveDate])).toEqual([
      ["Basic Website Launch", "2025-08-15"],
      ["Talent Listing", "2025-09-20"],
      ["Individual Portfolio Pages", "2025-09-20"],
    ]);
    expect(ROADMAP.filter((r) => r.status === "coming-soon").every((r) => r.liveDate === null)).toBe(true);
  });
});

describe("the plans", () => {
  it("cost 19.99, 39.99 and 69.99 euros a month, with only Pro popular", () => {
    expect(PLANS.map((p) => [p.name, p.priceEuros, p.priceCents, p.interval])).toEqual([
      ["Starter", 19.99, 1999, "month"],
      ["Pro", 39.99, 3999, "month"],
      ["Premium", 69.99, 6999, "month"],
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(["pro"]);
  });

  it("start branding, e-mail and gallery at Pro, campaign pages and the Premium badge at Premium", () => {
    const by = (feature: (typeof PLAN_FEATURES)[number]["id"]) =>
      PLANS.map((plan) => planIncludes(plan.id, feature));
    for (const feature of ["branding", "professional-email", "portfolio-gallery"] as const) {
      expect(by(feature)).toEqual([false, true, true]);
    }
    for (const feature of ["campaign-landing-page", "content-updates", "premium-badge"] as const) {
      expect(by(feature)).toEqual([false, false, true]);
    }
    expect(by("personal-website")).toEqual([true, true, true]);
    expect(planIncludes(null, "personal-website")).toBe(false);
  });

  it("claim nothing nobody delivers: no booking system, no shop", () => {
    const labels = PLAN_FEATURES.map((feature) => feature.label.toLowerCase()).join(" ");
    expect(labels).not.toMatch(/booking|shop/);
    expect(PLANS.map((plan) => `${plan.tagline} ${plan.description} ${plan.idealFor}`).join(" ")).not.toMatch(
      /booking system|shop|sell online/i,
    );
  });

  it("list on the plan cards what the comparison table says, from the same labels", () => {
    expect(planCardFeatures("starter")).toEqual([
      "Personal website",
      "Custom domain",
      "Contact form",
      "GDPR-compliant hosting",
      "Standard support",
    ]);
    expect(planCardFeatures("premium")).toEqual([
      "Everything in Pro",
      "Premium Talent badge on your profile",
      "Campaign landing page",
      "Small content updates",
      "Personal 1:1 support",
    ]);
    for (const plan of PLANS) {
      const included = planFeatures(plan.id).map((feature) => feature.label);
      for (const line of planCardFeatures(plan.id)) {
        if (line.startsWith("Everything in") || line.endsWith("support")) continue;
        expect(included).toContain(line);
      }
    }
  });

  it("give the Premium badge with Premium only, beside the badges an administrator set", () => {
    expect(PLANS.map((plan) => planBadges(plan.id))).toEqual([[], [], ["premium"]]);
    expect(planBadges(null)).toEqual([]);
    expect(publicBadges(["verified"], "premium")).toEqual(["verified", "premium"]);
    expect(publicBadges(["premium", "new"], "premium")).toEqual(["premium", "new"]);
    expect(publicBadges(["premium"], null)).toEqual(["premium"]);
    expect(publicBadges(["new"], "pro")).toEqual(["new"]);
  });

  it("each include everything the plan below includes, with standard, priority and personal support", () => {
    const [starter, pro, premium] = [
      PLAN_ENTITLEMENTS.starter,
      PLAN_ENTITLEMENTS.pro,
      PLAN_ENTITLEMENTS.premium,
    ];
    expect(starter.features.every((f) => pro.features.includes(f))).toBe(true);
    expect(pro.features.every((f) => premium.features.includes(f))).toBe(true);
    expect([starter.support, pro.support, premium.support]).toEqual(["standard", "priority", "personal"]);
  });

  it("are found by their payment-provider price id", () => {
    const ids = { starter: "price_s", pro: "price_p", premium: "price_x" };
    expect(planByPriceId("price_p", ids)?.id).toBe("pro");
    expect(planByPriceId("price_x", ids)?.name).toBe("Premium");
    expect(planByPriceId("price_unknown", ids)).toBeUndefined();
    expect(
      planByPriceId("price_s", { starter: undefined, pro: undefined, premium: undefined }),
    ).toBeUndefined();
  });
});
