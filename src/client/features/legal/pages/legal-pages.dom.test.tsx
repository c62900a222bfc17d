import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "#client/lib/i18n/i18n-context.tsx";
import { paymentProviderQueryOptions } from "#client/lib/payment-provider.ts";
import { siteInfoQueryOptions } from "#client/lib/site-info.ts";
import { compiledMessages } from "#shared/i18n/compile-catalogs";
import { LANGUAGE_COOKIE_DAYS, type Language } from "#shared/i18n/languages";
import { createI18n } from "#shared/i18n/translator";
import {
  INQUIRY_RETENTION_MONTHS,
  SENT_MAIL_RECORD_DAYS,
  SESSION_LIFETIME_DAYS,
  SIGN_IN_FAILURES_KEPT_HOURS,
  THREAD_TOKEN_DAYS,
} from "#shared/retention/retention";
import type { SiteInfo } from "#shared/site/site-info.schema";
import { CancellationPolicyPage } from "./cancellation-policy-page.tsx";
import { LegalNoticePage } from "./legal-notice-page.tsx";
import { PrivacyPolicyPage } from "./privacy-policy-page.tsx";
import { TermsPage } from "./terms-page.tsx";

/** Every company detail configured, each a value no catalog could hold by chance. */
const SITE: SiteInfo = {
  company: {
    name: "Beispiel Talente GmbH",
    address: "Leopoldstraße 7, 80802 München",
    managingDirector: "Erika Mustermann",
    register: "Amtsgericht München, HRB 123456",
    vatId: "DE123456789",
  },
  contactEmail: "recht@beispiel.example",
  social: { instagram: null, tiktok: null, linkedin: null },
};

const PAGES: { path: string; Page: ComponentType; heading: Record<Language, string>; facts: string[] }[] = [
  {
    path: "/legal-notice",
    Page: LegalNoticePage,
    heading: { en: "Legal Notice", de: "Impressum" },
    facts: Object.values(SITE.company).filter((value) => value !== null),
  },
  {
    path: "/privacy-policy",
    Page: PrivacyPolicyPage,
    heading: { en: "Privacy Policy", de: "Datenschutzerklärung" },
    facts: [SITE.company.name, "Leopoldstraße 7, 80802 München", "Erika Mustermann", "vitrine_lang"],
  },
  {
    path: "/terms-and-conditions",
    Page: TermsPage,
    heading: { en: "Terms & Conditions", de: "Allgemeine Geschäftsbedingungen" },
    facts: [SITE.company.name],
  },
  {
    path: "/cancellation-policy",
    Page: CancellationPolicyPage,
    heading: { en: "Cancellation Policy", de: "Widerrufsbelehrung" },
    facts: [SITE.company.name, "Leopoldstraße 7, 80802 München"],
  },
];

function renderPage(
  Page: ComponentType,
  { language, path, provider = "test" }: { language: Language; path: string; provider?: "stripe" | "test" },
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteInfoQueryOptions().queryKey, SITE);
  queryClient.setQueryData(paymentProviderQueryOptions().queryKey, {
    provider,
    name: provider === "stripe" ? "Stripe" : "Test Payments",
  });
  return render(
    <I18nProvider
      i18n={createI18n(language, compiledMessages(language, ["site", "legal"]))}
      language={language}
    >
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe("the legal pages in both languages", () => {
  for (const language of ["de", "en"] as const) {
    for (const { path, Page, heading, facts } of PAGES) {
      for (const provider of ["stripe", "test"] as const) {
        it(`${language} ${path} (${provider} payments) fills every placeholder from configuration and code`, () => {
          const { container } = renderPage(Page, { language, path, provider });
          expect(screen.getByRole("heading", { level: 1, name: heading[language] })).toBeInTheDocument();
          const text = container.textContent ?? "";
          // An unfilled value stays "{name}"; an unfilled element stays "<0/>".
          expect(text).not.toMatch(/[{}]|<\/?\d/);
          for (const fact of facts) expect(text).toContain(fact);
          expect(screen.getAllByRole("link", { name: SITE.contactEmail })[0]).toHaveAttribute(
            "href",
            `mailto:${SITE.contactEmail}`,
          );
          expect(text).not.toMatch(/Not configured yet|Noch nicht eingerichtet/);
        });
      }
    }
  }

  it("an English page says that the German text is binding and links to it; the German page does not", () => {
    renderPage(PrivacyPolicyPage, { language: "en", path: "/privacy-policy" });
    const link = screen.getByRole("link", { name: "German version" });
    expect(link).toHaveAttribute("href", "/de/privacy-policy");
    expect(link.closest("p")).toHaveTextContent("Only the German version is legally binding");
    cleanup();
    renderPage(PrivacyPolicyPage, { language: "de", path: "/privacy-policy" });
    expect(screen.queryByText(/rechtlich verbindlich/i)).not.toBeInTheDocument();
  });

  it("the German privacy policy names Stripe among the recipients only when Stripe is configured", () => {
    renderPage(PrivacyPolicyPage, { language: "de", path: "/privacy-policy", provider: "test" });
    const recipients = screen.getByRole("region", { name: /^\d+\. Empfänger$/ });
    expect(recipients).not.toHaveTextContent("Stripe");
    expect(screen.getByText(/Es gehen keine Daten an einen Zahlungsdienstleister/)).toBeInTheDocument();
    cleanup();
    renderPage(PrivacyPolicyPage, { language: "de", path: "/privacy-policy", provider: "stripe" });
    expect(screen.getByRole("region", { name: /^\d+\. Empfänger$/ })).toHaveTextContent(
      "Unser Zahlungsdienstleister Stripe erhält",
    );
  });

  it("the privacy policy's retention times are the ones the code enforces", () => {
    renderPage(PrivacyPolicyPage, { language: "de", path: "/privacy-policy" });
    const retention = screen.getByRole("region", { name: /^\d+\. Speicherdauer$/ });
    expect(retention).toHaveTextContent(`oder ${SESSION_LIFETIME_DAYS} Tage nach ihrer letzten Nutzung`);
    expect(retention).toHaveTextContent(
      `${SIGN_IN_FAILURES_KEPT_HOURS} Stunden nach dem letzten Fehlversuch`,
    );
    expect(retention).toHaveTextContent(
      `gelöscht ${INQUIRY_RETENTION_MONTHS} Monate nach der letzten Nachricht`,
    );
    expect(retention).toHaveTextContent(`nach ${THREAD_TOKEN_DAYS} Tagen nicht mehr`);
    expect(retention).toHaveTextContent(`E-Mails: ${SENT_MAIL_RECORD_DAYS} Tage`);
    expect(screen.getByText(new RegExp(`läuft nach ${LANGUAGE_COOKIE_DAYS} Tagen ab`))).toBeInTheDocument();
  });
});
