import { describe, expect, it } from "vitest";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { createI18n, translatorOf } from "#shared/i18n/translator";
import type { SiteInfo } from "#shared/site/site-info.schema";
import { socialLinksFor } from "./social-links.tsx";

const site = (social: Partial<SiteInfo["social"]>): SiteInfo => ({
  company: { name: "Vitrine GmbH", address: null, managingDirector: null, register: null, vatId: null },
  contactEmail: "hello@vitrine.example",
  social: { instagram: null, tiktok: null, linkedin: null, ...social },
});

const t = translatorOf(createI18n("en", compiledMessages("en")));

describe("the footer's social icons", () => {
  it("are not rendered while loading or when no account is configured", () => {
    expect(socialLinksFor(undefined, t)).toEqual([]);
    expect(socialLinksFor(site({}), t)).toEqual([]);
  });

  it("link to the configured accounts only, in a fixed order", () => {
    const links = socialLinksFor(
      site({
        linkedin: "https://www.linkedin.com/company/vitrine",
        instagram: "https://www.instagram.com/vitrine",
      }),
      t,
    );
    expect(links.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: "Vitrine on Instagram", href: "https://www.instagram.com/vitrine" },
      { label: "Vitrine on LinkedIn", href: "https://www.linkedin.com/company/vitrine" },
    ]);
  });
});
