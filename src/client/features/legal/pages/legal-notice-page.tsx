import { Link } from "react-router";
import { useSiteInfo } from "#client/lib/site-info.ts";
import { CompanyField } from "../components/company-field.tsx";
import { ContactEmailLink } from "../components/contact-email-link.tsx";
import { LegalPage, LegalSection, type LegalSectionInfo } from "../components/legal-page.tsx";

const S = {
  provider: { id: "provider", title: "Service provider" },
  contact: { id: "contact", title: "Contact" },
  register: { id: "register", title: "Register and VAT" },
  responsible: { id: "responsible", title: "Responsible for the content" },
  disputes: { id: "disputes", title: "Consumer dispute resolution" },
  liability: { id: "liability", title: "Content, links and copyright" },
} satisfies Record<string, LegalSectionInfo>;

/** The Impressum (§ 5 DDG, § 18(2) MStV), filled from the operator's configuration. */
export function LegalNoticePage() {
  const company = useSiteInfo()?.company;
  return (
    <LegalPage
      title="Legal Notice"
      lead="Information about the company behind Vitrine, as German law requires (§ 5 DDG)."
      effective="22 November 2026"
    >
      <LegalSection section={S.provider}>
        <p>
          <CompanyField value={company?.name} variable="COMPANY_NAME" />
          <br />
          <CompanyField value={company?.address} variable="COMPANY_ADDRESS" />
        </p>
        <p>
          Represented by the managing director:{" "}
          <CompanyField value={company?.managingDirector} variable="COMPANY_MANAGING_DIRECTOR" />
        </p>
      </LegalSection>

      <LegalSection section={S.contact}>
        <p>
          E-mail: <ContactEmailLink />
          <br />
          Contact form: <Link to="/contact">Contact Us</Link>
        </p>
      </LegalSection>

      <LegalSection section={S.register}>
        <p>
          Commercial register: <CompanyField value={company?.register} variable="COMPANY_REGISTER" />
        </p>
        <p>
          VAT identification number under § 27a of the German VAT Act (UStG):{" "}
          <CompanyField value={company?.vatId} variable="COMPANY_VAT_ID" />
        </p>
      </LegalSection>

      <LegalSection section={S.responsible}>
        <p>
          Responsible for the content under § 18(2) of the German Interstate Media Treaty (MStV):{" "}
          <CompanyField value={company?.managingDirector} variable="COMPANY_MANAGING_DIRECTOR" />, at the
          address above.
        </p>
      </LegalSection>

      <LegalSection section={S.disputes}>
        <p>
          We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer
          arbitration board. If something went wrong, please write to us first; we will look for a solution
          with you.
        </p>
      </LegalSection>

      <LegalSection section={S.liability}>
        <p>
          We write our own pages with care, but cannot guarantee that they are complete and always up to date.
          Talent profiles are written by the talents themselves; we review them before publication, but the
          talents are responsible for what they say. If you notice unlawful content, please tell us and we
          will remove it without delay.
        </p>
        <p>
          Links to other websites lead to content for which their operators are responsible. We checked them
          when we set them; if we learn that a linked page is unlawful, we remove the link.
        </p>
        <p>
          Photos, videos and texts on talent profiles belong to the talents or to the people who made them,
          and may not be used without their permission. Vitrine's own texts, design and logo are protected by
          copyright.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
