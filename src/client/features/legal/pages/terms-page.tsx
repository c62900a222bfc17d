import { Link } from "react-router";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useSiteInfo } from "#client/lib/site-info.ts";
import { CompanyField } from "../components/company-field.tsx";
import { ContactEmailLink } from "../components/contact-email-link.tsx";
import { Item, LegalPage, LegalSection, type LegalSectionInfo, Para } from "../components/legal-page.tsx";

const S = {
  acceptance: { id: "acceptance", title: "legal.terms.acceptance.title" },
  age: { id: "age", title: "legal.terms.age.title" },
  registration: { id: "registration", title: "legal.terms.registration.title" },
  profiles: { id: "profiles", title: "legal.terms.profiles.title" },
  membership: { id: "membership", title: "legal.terms.membership.title" },
  conduct: { id: "conduct", title: "legal.terms.conduct.title" },
  intellectualProperty: { id: "intellectual-property", title: "legal.terms.rights.title" },
  termination: { id: "termination", title: "legal.terms.termination.title" },
  liability: { id: "liability", title: "legal.terms.liability.title" },
  availability: { id: "availability", title: "legal.terms.availability.title" },
  changes: { id: "changes", title: "legal.terms.changes.title" },
  governingLaw: { id: "governing-law", title: "legal.terms.law.title" },
  final: { id: "final", title: "legal.terms.final.title" },
} satisfies Record<string, LegalSectionInfo>;

export function TermsPage() {
  const t = useT();
  const companyName = useSiteInfo()?.company.name;
  const email = { 0: <ContactEmailLink /> };
  return (
    <LegalPage
      title={t("legal.terms.title")}
      lead={t("legal.terms.lead")}
      effective="2026-11-27"
      sections={Object.values(S)}
    >
      <LegalSection section={S.acceptance}>
        <Para
          id="legal.terms.acceptance.who"
          components={{
            0: <CompanyField value={companyName} variable="COMPANY_NAME" />,
            1: <Link to="/legal-notice" />,
          }}
        />
        <Para id="legal.terms.acceptance.consent" />
        <Para id="legal.terms.acceptance.privacy" components={{ 0: <Link to="/privacy-policy" /> }} />
      </LegalSection>

      <LegalSection section={S.age}>
        <Para id="legal.terms.age.adults" />
        <Para id="legal.terms.age.open" />
        <ul>
          <Item id="legal.terms.age.sensual" />
          <Item id="legal.terms.age.adultsShown" />
          <Item id="legal.terms.age.review" />
        </ul>
      </LegalSection>

      <LegalSection section={S.registration}>
        <Para id="legal.terms.registration.needs" />
        <ul>
          <Item id="legal.terms.registration.truthful" />
          <Item id="legal.terms.registration.oneAccount" />
          <Item id="legal.terms.registration.password" />
          <Item id="legal.terms.registration.responsible" />
        </ul>
        <Para id="legal.terms.registration.noClaim" />
      </LegalSection>

      <LegalSection section={S.profiles}>
        <Para id="legal.terms.profiles.review" />
        <Para id="legal.terms.profiles.bookings" />
      </LegalSection>

      <LegalSection section={S.membership}>
        <Para id="legal.terms.membership.plans" components={{ 0: <Link to="/pricing" /> }} />
        <h3>{t("legal.terms.membership.termHeading")}</h3>
        <ul>
          <Item id="legal.terms.membership.renewal" />
          <Item id="legal.terms.membership.advance" />
          <Item id="legal.terms.membership.failedPayment" />
          <Item id="legal.terms.membership.teamPlans" />
        </ul>
        <h3>{t("legal.terms.membership.cancellationHeading")}</h3>
        <ul>
          <Item id="legal.terms.membership.cancelAnyTime" components={email} />
          <Item id="legal.terms.membership.cancelEffect" />
          <Item id="legal.terms.membership.switchPlan" />
          <Item id="legal.terms.membership.cancelButton" components={{ 0: <Link to="/cancel-contract" /> }} />
        </ul>
        <h3>{t("legal.terms.membership.withdrawalHeading")}</h3>
        <Para id="legal.terms.membership.withdrawal" components={{ 0: <Link to="/cancellation-policy" /> }} />
        <h3>{t("legal.terms.membership.refundsHeading")}</h3>
        <Para id="legal.terms.membership.refunds" />
        <h3>{t("legal.terms.membership.pricesHeading")}</h3>
        <Para id="legal.terms.membership.prices" />
      </LegalSection>

      <LegalSection section={S.conduct}>
        <Para id="legal.terms.conduct.intro" />
        <ul>
          <Item id="legal.terms.conduct.unlawful" />
          <Item id="legal.terms.conduct.impersonation" />
          <Item id="legal.terms.conduct.foreignWork" />
          <Item id="legal.terms.conduct.harassment" />
          <Item id="legal.terms.conduct.spam" />
          <Item id="legal.terms.conduct.attacks" />
        </ul>
        <Para id="legal.terms.conduct.report" components={{ 0: <Link to="/contact" /> }} />
      </LegalSection>

      <LegalSection section={S.intellectualProperty}>
        <Para id="legal.terms.rights.licence" />
        <Para id="legal.terms.rights.warranty" />
        <Para id="legal.terms.rights.ours" />
      </LegalSection>

      <LegalSection section={S.termination}>
        <Para id="legal.terms.termination.byYou" />
        <Para id="legal.terms.termination.byUs" />
      </LegalSection>

      <LegalSection section={S.liability}>
        <ul>
          <Item id="legal.terms.liability.unlimited" />
          <Item id="legal.terms.liability.slightNegligence" />
          <Item id="legal.terms.liability.otherwise" />
        </ul>
        <Para id="legal.terms.liability.noCheck" />
      </LegalSection>

      <LegalSection section={S.availability}>
        <Para id="legal.terms.availability.text" />
      </LegalSection>

      <LegalSection section={S.changes}>
        <Para id="legal.terms.changes.text" />
      </LegalSection>

      <LegalSection section={S.governingLaw}>
        <Para id="legal.terms.law.law" />
        <Para id="legal.terms.law.jurisdiction" />
      </LegalSection>

      <LegalSection section={S.final}>
        <Para
          id="legal.terms.final.text"
          components={{ 0: <ContactEmailLink />, 1: <Link to="/contact" /> }}
        />
      </LegalSection>
    </LegalPage>
  );
}
