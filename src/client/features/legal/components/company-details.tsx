import { useT } from "#client/lib/i18n/use-t.ts";
import { useSiteInfo } from "#client/lib/site-info.ts";
import { CompanyField } from "./company-field.tsx";
import { ContactEmailLink } from "./contact-email-link.tsx";

/** The company's identity as configured: the legal notice's core and the privacy policy's controller. */
export function CompanyDetails() {
  const t = useT();
  const company = useSiteInfo()?.company;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">{t("legal.company.name")}</dt>
      <dd>
        <CompanyField value={company?.name} variable="COMPANY_NAME" />
      </dd>
      <dt className="font-medium">{t("legal.company.address")}</dt>
      <dd>
        <CompanyField value={company?.address} variable="COMPANY_ADDRESS" />
      </dd>
      <dt className="font-medium">{t("legal.company.managingDirector")}</dt>
      <dd>
        <CompanyField value={company?.managingDirector} variable="COMPANY_MANAGING_DIRECTOR" />
      </dd>
      <dt className="font-medium">{t("legal.company.email")}</dt>
      <dd>
        <ContactEmailLink />
      </dd>
    </dl>
  );
}
