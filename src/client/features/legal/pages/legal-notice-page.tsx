import { Link } from "react-router";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useSiteInfo } from "#client/lib/site-info.ts";
import { CompanyField } from "../components/company-field.tsx";
import { ContactEmailLink } from "../components/contact-email-link.tsx";
import { LegalPage, LegalSection, type LegalSectionInfo, Para } from "../components/legal-page.tsx";

const S = {
  provider: { id: "provider", title: "legal.notice.provider.title" },
  contact: { id: "contact", title: "legal.notice.contact.title" },
  register: { id: "register", title: "legal.notice.register.title" },
  responsible: { id: "responsible", title: "legal.notice.responsible.title" },
  contactPoint: { id: "contact-point", title: "legal.notice.contactPoint.title" },
  disputes: { id: "disputes", title: "legal.notice.disputes.title" },
  liability: { id: "liability", title: "legal.notice.liability.title" },
  placeData: { id: "place-data", title: "legal.notice.placeData.title" },
} satisfies Record<string, LegalSectionInfo>;

/** The Impressum (§ 5 DDG, § 18(2) MStV), filled from the operator's configuration. */
export function LegalNoticePage() {
  const t = useT();
  const company = useSiteInfo()?.company;
  const managingDirector = (
    <CompanyField value={company?.managingDirector} variable="COMPANY_MANAGING_DIRECTOR" />
  );
  return (
    <LegalPage title={t("legal.notice.title")} lead={t("legal.notice.lead")} effective="2026-11-27">
      <LegalSection section={S.provider}>
        <p>
          <CompanyField value={company?.name} variable="COMPANY_NAME" />
          <br />
          <CompanyField value={company?.address} variable="COMPANY_ADDRESS" />
        </p>
        <Para id="legal.notice.provider.representedBy" components={{ 0: managingDirector }} />
      </LegalSection>

      <LegalSection section={S.contact}>
        <p>
          <T id="legal.notice.contact.email" components={{ 0: <ContactEmailLink /> }} />
          <br />
          <T id="legal.notice.contact.form" components={{ 0: <Link to="/contact" /> }} />
        </p>
      </LegalSection>

      <LegalSection section={S.register}>
        <Para
          id="legal.notice.register.entry"
          components={{ 0: <CompanyField value={company?.register} variable="COMPANY_REGISTER" /> }}
        />
        <Para
          id="legal.notice.register.vatId"
          components={{ 0: <CompanyField value={company?.vatId} variable="COMPANY_VAT_ID" /> }}
        />
      </LegalSection>

      <LegalSection section={S.responsible}>
        <Para id="legal.notice.responsible.text" components={{ 0: managingDirector }} />
      </LegalSection>

      <LegalSection section={S.contactPoint}>
        <Para id="legal.notice.contactPoint.text" components={{ 0: <ContactEmailLink /> }} />
      </LegalSection>

      <LegalSection section={S.disputes}>
        <Para id="legal.notice.disputes.text" />
      </LegalSection>

      <LegalSection section={S.liability}>
        <Para id="legal.notice.liability.ownPages" components={{ 0: <Link to="/contact" /> }} />
        <Para id="legal.notice.liability.links" />
        <Para id="legal.notice.liability.copyright" />
      </LegalSection>

      <LegalSection section={S.placeData}>
        <Para
          id="legal.notice.placeData.text"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: the message puts the link's text inside it.
            0: <a href="https://www.geonames.org/" />,
            // biome-ignore lint/a11y/useAnchorContent: the message puts the link's text inside it.
            1: <a href="https://creativecommons.org/licenses/by/4.0/" />,
          }}
        />
      </LegalSection>
    </LegalPage>
  );
}
