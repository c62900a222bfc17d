import { describe, expect, it } from "vitest";
import { serverT } from "#shared/i18n/server-i18n";
import { badgeAdminHint, badgeLabel, badgeTooltip, talentStatusLabel } from "./badges.ts";
import {
  CATEGORIES,
  categoryLabel,
  categoryOfSubcategory,
  findSpecificField,
  SUBCATEGORY_VALUES,
  specificFieldLabel,
  specificFieldPlaceholder,
  specificFieldsOf,
  specificFieldUnit,
  subcategoryLabel,
} from "./categories.ts";
import { isLanguageCode, LANGUAGE_CODES, languageLabel, languageOptions } from "./languages.ts";
import { paymentOptionDescription, paymentOptionLabel, paymentOptionTag } from "./payment-options.ts";
import {
  featureLabel,
  PLAN_ENTITLEMENTS,
  PLAN_FEATURES,
  planBadges,
  planCardFeatures,
  planFeatures,
  planIncludes,
  publicBadges,
  supportLabel,
  supportLevelName,
} from "./plan-entitlements.ts";
import { PLANS, planByPriceId, planCta, planDescription, planIdealFor, planTagline } from "./plans.ts";
import { ROADMAP, roadmapTitle } from "./roadmap.ts";

const en = serverT("en");
const de = serverT("de");

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
      ["shoes", "number", "eu"],
    ]);
    expect(specificFieldsOf("performing-arts").map((f) => f.name)).toEqual(["genre"]);
    expect(specificFieldsOf("styling-support").map((f) => f.name)).toEqual(["specialization"]);
    expect(specificFieldsOf("industry-infrastructure").map((f) => [f.name, f.type])).toEqual([
      ["capacity", "number"],
    ]);
    expect(specificFieldsOf("unknown")).toEqual([]);
  });

  it("labels values in the reader's language and falls back to the raw value", () => {
    expect(categoryLabel(en, "styling-support")).toBe("Styling & Support");
    expect(categoryLabel(de, "performing-arts")).toBe("Darstellende Kunst");
    expect(categoryLabel(en, "mystery")).toBe("mystery");
    expect(subcategoryLabel(en, "make-up-artist")).toBe("Make-up Artist");
    expect(subcategoryLabel(de, "agency")).toBe("Agentur");
    expect(subcategoryLabel(en, "mystery")).toBe("mystery");
  });

  it("labels the specific fields with their placeholders and units", () => {
    const shoes = findSpecificField("shoes");
    const capacity = findSpecificField("capacity");
    if (!shoes || !capacity) throw new Error("missing fields");
    expect([
      specificFieldLabel(en, shoes),
      specificFieldPlaceholder(en, shoes),
      specificFieldUnit(en, shoes),
    ]).toEqual(["Shoes", "e.g. 39", "EU"]);
    expect([specificFieldLabel(de, capacity), specificFieldUnit(de, capacity)]).toEqual([
      "Kapazität",
      "Personen",
    ]);
    const eyes = findSpecificField("eyes");
    expect(eyes && specificFieldUnit(en, eyes)).toBeUndefined();
    expect(findSpecificField("services")).toBeUndefined();
  });
});

describe("the languages", () => {
  it("lists about 190 unique codes, sorted by English name", () => {
    expect(LANGUAGE_CODES.length).toBeGreaterThanOrEqual(175);
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    const labels = LANGUAGE_CODES.map((code) => languageLabel(en, code));
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("names every language differently in each language", () => {
    for (const t of [en, de]) {
      const labels = LANGUAGE_CODES.map((code) => languageLabel(t, code));
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it("labels codes in the reader's language", () => {
    expect(languageLabel(en, "de")).toBe("German");
    expect(languageLabel(de, "de")).toBe("Deutsch");
    expect(languageLabel(de, "en")).toBe("Englisch");
    expect(languageLabel(en, "yo")).toBe("Yoruba");
    expect(languageLabel(en, "xx")).toBe("xx");
    expect(isLanguageCode("en")).toBe(true);
    expect(isLanguageCode("english")).toBe(false);
  });

  it("offers the languages sorted by their names in the page's language", () => {
    const options = languageOptions(de, "de");
    expect(options).toHaveLength(LANGUAGE_CODES.length);
    expect(options.slice(0, 2).map((o) => o.label)).toEqual(["Abchasisch", "Afar"]);
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "de")));
  });
});

describe("payment options, badges and the roadmap", () => {
  it("names the payment options and badges as the site shows them", () => {
    expect(paymentOptionLabel(en, "PAY")).toBe("Paid Work");
    expect(paymentOptionLabel(en, "TFP")).toBe("Time for Prints");
    expect(paymentOptionLabel(en, "CASH")).toBe("CASH");
    expect(paymentOptionTag(en, "TFP")).toBe("TFP Available");
    expect(paymentOptionTag(de, "TFP")).toBe("TFP möglich");
    expect(paymentOptionDescription(en, "PAY")).toBe("Works on paid assignments.");
    expect(["premium", "verified", "new", "gold"].map((b) => badgeLabel(en, b))).toEqual([
      "Premium Talent",
      "Verified Talent",
      "New Talent",
      "gold",
    ]);
    expect(badgeLabel(de, "new")).toBe("Neues Talent");
    expect(badgeAdminHint(en, "premium")).toMatch(/^Shown automatically/);
    expect(badgeAdminHint(en, "new")).toBe(badgeTooltip(en, "new"));
    expect(talentStatusLabel(en, "approved")).toBe("Approved");
    expect(talentStatusLabel(de, "rejected")).toBe("Abgelehnt");
    expect(talentStatusLabel(en, "lost")).toBe("lost");
  });

  it("has seven roadmap items: three live with their dates, four coming without", () => {
    expect(ROADMAP).toHaveLength(7);
    expect(
      ROADMAP.filter((r) => r.status === "live").map((r) => [roadmapTitle(en, r.id), r.liveDate]),
    ).toEqual([
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
    const labels = PLAN_FEATURES.map((feature) => featureLabel(en, feature.id).toLowerCase()).join(" ");
    expect(labels).not.toMatch(/booking|shop/);
    const texts = PLANS.map(
      (plan) => `${planTagline(en, plan.id)} ${planDescription(en, plan.id)} ${planIdealFor(en, plan.id)}`,
    );
    expect(texts.join(" ")).not.toMatch(/booking system|shop|sell online/i);
    expect(planCta(de)).toBe("Paket wählen");
  });

  it("list on the plan cards what the comparison table says, from the same labels", () => {
    expect(planCardFeatures(en, "starter")).toEqual([
      "Personal website",
      "Custom domain",
      "Contact form",
      "GDPR-compliant hosting",
      "Standard support",
    ]);
    expect(planCardFeatures(en, "premium")).toEqual([
      "Everything in Pro",
      "Premium Talent badge on your profile",
      "Campaign landing page",
      "Small content updates",
      "Personal 1:1 support",
    ]);
    expect(planCardFeatures(de, "pro")[0]).toBe("Alles aus Starter");
    for (const plan of PLANS) {
      const included = planFeatures(en, plan.id).map((feature) => feature.label);
      for (const line of planCardFeatures(en, plan.id)) {
        if (line.startsWith("Everything in") || line === supportLabel(en, plan.id)) continue;
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
    expect(supportLevelName(en, premium.support)).toBe("Personal 1:1");
    expect(supportLabel(de, "pro")).toBe("Priorisierter Support");
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
