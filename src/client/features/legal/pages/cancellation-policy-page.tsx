import { Link } from "react-router";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useSiteInfo } from "#client/lib/site-info.ts";
import { CompanyField } from "../components/company-field.tsx";
import { ContactEmailLink } from "../components/contact-email-link.tsx";
import { Item, LegalPage, LegalSection, type LegalSectionInfo, Para } from "../components/legal-page.tsx";

const S = {
  scope: { id: "scope", title: "legal.cancellation.scope.title" },
  right: { id: "right", title: "legal.cancellation.right.title" },
  consequences: { id: "consequences", title: "legal.cancellation.consequences.title" },
  expiry: { id: "expiry", title: "legal.cancellation.expiry.title" },
  form: { id: "form", title: "legal.cancellation.form.title" },
} satisfies Record<string, LegalSectionInfo>;

/** The company as the withdrawal must be addressed: name, address and e-mail, as configured. */
function Addressee() {
  const company = useSiteInfo()?.company;
  return (
    <T
      id="legal.cancellation.addressee"
      components={{
        0: <CompanyField value={company?.name} variable="COMPANY_NAME" />,
        1: <CompanyField value={company?.address} variable="COMPANY_ADDRESS" />,
        2: <ContactEmailLink />,
      }}
    />
  );
}

/**
 * The Widerrufsbelehrung for the plans (digital services bought by consumers): the statutory model
 * text (Anlage 1 and 2 zu Art. 246a § 1 EGBGB) with the company filled in from configuration, who has
 * the right, and when it ends early (§ 356 (4) and (5) BGB).
 */
export function CancellationPolicyPage() {
  const t = useT();
  return (
    <LegalPage
      title={t("legal.cancellation.title")}
      lead={t("legal.cancellation.lead")}
      effective="2026-11-27"
    >
      <LegalSection section={S.scope}>
        <Para id="legal.cancellation.scope.consumers" />
        <Para
          id="legal.cancellation.scope.notice"
          components={{ 0: <Link to="/terms-and-conditions" />, 1: <Link to="/cancel-contract" /> }}
        />
      </LegalSection>

      <LegalSection section={S.right}>
        <Para id="legal.cancellation.right.period" />
        <Para id="legal.cancellation.right.start" />
        <Para id="legal.cancellation.right.howTo" components={{ 0: <Addressee /> }} />
        <Para id="legal.cancellation.right.deadline" />
      </LegalSection>

      <LegalSection section={S.consequences}>
        <Para id="legal.cancellation.consequences.refund" />
        <Para id="legal.cancellation.consequences.compensation" />
      </LegalSection>

      <LegalSection section={S.expiry}>
        <Para id="legal.cancellation.expiry.rule" />
        <Para id="legal.cancellation.expiry.digitalContent" />
        <Para id="legal.cancellation.expiry.checkout" />
        <Para id="legal.cancellation.expiry.example" />
      </LegalSection>

      <LegalSection section={S.form}>
        <Para id="legal.cancellation.form.intro" />
        <ul className="rounded-2xl border border-border bg-surface p-5 pl-10">
          <Item id="legal.cancellation.form.to" components={{ 0: <Addressee /> }} />
          <Item id="legal.cancellation.form.declaration" />
          <Item id="legal.cancellation.form.ordered" />
          <Item id="legal.cancellation.form.name" />
          <Item id="legal.cancellation.form.address" />
          <Item id="legal.cancellation.form.signature" />
          <Item id="legal.cancellation.form.date" />
        </ul>
        <Para id="legal.cancellation.form.strike" />
      </LegalSection>
    </LegalPage>
  );
}
