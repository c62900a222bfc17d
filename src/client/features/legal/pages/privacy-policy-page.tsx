import { Link } from "react-router";
import { CONSENT_STORAGE_KEY } from "#client/lib/cookie-consent.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from "#shared/i18n/languages";
import { UNIT_PREFERENCE_STORAGE_KEY } from "#shared/measurements/unit-preference";
import { THEME_STORAGE_KEY } from "#shared/page-head/theme-script";
import {
  EMAIL_CONFIRMATION_LINK_HOURS,
  INQUIRY_RETENTION_MONTHS,
  PASSWORD_RESET_LINK_HOURS,
  SENT_MAIL_RECORD_DAYS,
  SESSION_LIFETIME_DAYS,
  SIGN_IN_FAILURES_KEPT_HOURS,
  THREAD_TOKEN_DAYS,
} from "#shared/retention/retention";
import { CompanyDetails } from "../components/company-details.tsx";
import { ContactEmailLink } from "../components/contact-email-link.tsx";
import { Item, LegalPage, LegalSection, type LegalSectionInfo, Para } from "../components/legal-page.tsx";
import { PaymentRecipient, PaymentsPrivacy } from "../components/payments-privacy.tsx";
import { STATUTORY_RETENTION_YEARS, SUPERVISORY_AUTHORITY } from "../legal-facts.ts";

const S = {
  controller: { id: "controller", title: "legal.privacy.controller.title" },
  principles: { id: "principles", title: "legal.privacy.principles.title" },
  visiting: { id: "visiting", title: "legal.privacy.visiting.title" },
  visitCounts: { id: "visit-counts", title: "legal.privacy.visitCounts.title" },
  device: { id: "device", title: "legal.privacy.device.title" },
  account: { id: "account", title: "legal.privacy.account.title" },
  profiles: { id: "profiles", title: "legal.privacy.profiles.title" },
  contact: { id: "contact", title: "legal.privacy.contact.title" },
  inquiries: { id: "inquiries", title: "legal.privacy.inquiries.title" },
  workspace: { id: "workspace", title: "legal.privacy.workspace.title" },
  quoted: { id: "quoted", title: "legal.privacy.quoted.title" },
  payments: { id: "payments", title: "legal.privacy.payments.title" },
  cancellations: { id: "cancellations", title: "legal.privacy.cancellations.title" },
  emails: { id: "emails", title: "legal.privacy.emails.title" },
  audit: { id: "audit", title: "legal.privacy.audit.title" },
  recipients: { id: "recipients", title: "legal.privacy.recipients.title" },
  retention: { id: "retention", title: "legal.privacy.retention.title" },
  rights: { id: "rights", title: "legal.privacy.rights.title" },
  security: { id: "security", title: "legal.privacy.security.title" },
  changes: { id: "changes", title: "legal.privacy.changes.title" },
} satisfies Record<string, LegalSectionInfo>;

const SECTIONS: LegalSectionInfo[] = Object.values(S);

/** A section's number, as the contents give it (so a reference stays right when sections are added). */
const sectionNumber = (section: LegalSectionInfo) => SECTIONS.indexOf(section) + 1;

const strong = { 0: <strong /> };
const email = { 0: <ContactEmailLink /> };

export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <LegalPage
      title={t("legal.privacy.title")}
      lead={t("legal.privacy.lead")}
      effective="2026-11-27"
      sections={SECTIONS}
    >
      <LegalSection section={S.controller}>
        <Para id="legal.privacy.controller.intro" />
        <CompanyDetails />
        <Para
          id="legal.privacy.controller.contact"
          components={{ 0: <ContactEmailLink />, 1: <Link to="/legal-notice" /> }}
        />
      </LegalSection>

      <LegalSection section={S.principles}>
        <ul>
          <Item id="legal.privacy.principles.minimal" />
          <Item id="legal.privacy.principles.noThirdParties" />
          <Item id="legal.privacy.principles.noTracking" values={{ section: sectionNumber(S.device) }} />
          <Item id="legal.privacy.principles.noAutomatedDecisions" />
        </ul>
      </LegalSection>

      <LegalSection section={S.visiting}>
        <Para id="legal.privacy.visiting.request" />
        <Para id="legal.privacy.visiting.language" />
        <Para id="legal.privacy.visiting.log" />
        <Para id="legal.privacy.visiting.limits" />
        <Para id="legal.privacy.visiting.legalBasis" />
      </LegalSection>

      <LegalSection section={S.visitCounts}>
        <Para id="legal.privacy.visitCounts.what" />
        <Para id="legal.privacy.visitCounts.how" />
        <Para id="legal.privacy.visitCounts.excluded" />
        <Para id="legal.privacy.visitCounts.legalBasis" />
      </LegalSection>

      <LegalSection section={S.device}>
        <Para id="legal.privacy.device.intro" />
        <ul>
          <Item
            id="legal.privacy.device.session"
            values={{ days: SESSION_LIFETIME_DAYS }}
            components={strong}
          />
          <Item
            id="legal.privacy.device.language"
            values={{ cookie: LANGUAGE_COOKIE, days: LANGUAGE_COOKIE_DAYS }}
            components={strong}
          />
          <Item id="legal.privacy.device.consent" values={{ key: CONSENT_STORAGE_KEY }} components={strong} />
          <Item id="legal.privacy.device.display" values={{ key: THEME_STORAGE_KEY }} components={strong} />
          <Item
            id="legal.privacy.device.units"
            values={{ key: UNIT_PREFERENCE_STORAGE_KEY }}
            components={strong}
          />
        </ul>
        <Para id="legal.privacy.device.legalBasis" />
      </LegalSection>

      <LegalSection section={S.account}>
        <Para id="legal.privacy.account.intro" />
        <ul>
          <Item id="legal.privacy.account.nameEmail" />
          <Item id="legal.privacy.account.password" />
          <Item id="legal.privacy.account.role" />
          <Item id="legal.privacy.account.sessions" />
          <Item id="legal.privacy.account.lastSignIn" />
          <Item id="legal.privacy.account.failedSignIns" values={{ hours: SIGN_IN_FAILURES_KEPT_HOURS }} />
          <Item id="legal.privacy.account.uploads" />
        </ul>
        <Para id="legal.privacy.account.required" />
        <Para
          id="legal.privacy.account.legalBasis"
          values={{ confirmHours: EMAIL_CONFIRMATION_LINK_HOURS, resetHours: PASSWORD_RESET_LINK_HOURS }}
        />
      </LegalSection>

      <LegalSection section={S.profiles}>
        <Para id="legal.privacy.profiles.entered" />
        <Para id="legal.privacy.profiles.public" />
        <Para id="legal.privacy.profiles.metadata" />
        <Para id="legal.privacy.profiles.others" />
        <Para id="legal.privacy.profiles.reports" />
        <Para id="legal.privacy.contractBasis" />
      </LegalSection>

      <LegalSection section={S.contact}>
        <Para id="legal.privacy.contact.entered" components={{ 0: <Link to="/contact" /> }} />
        <Para id="legal.privacy.contact.inbox" />
        <Para id="legal.privacy.contact.legalBasis" />
      </LegalSection>

      <LegalSection section={S.inquiries}>
        <Para id="legal.privacy.inquiries.entered" />
        <Para id="legal.privacy.inquiries.mails" values={{ days: THREAD_TOKEN_DAYS }} />
        <Para id="legal.privacy.inquiries.moderation" />
        <Para
          id="legal.privacy.inquiries.legalBasis"
          values={{ months: INQUIRY_RETENTION_MONTHS }}
          components={email}
        />
      </LegalSection>

      <LegalSection section={S.workspace}>
        <Para id="legal.privacy.workspace.kept" />
        <Para id="legal.privacy.workspace.clients" />
        <Para id="legal.privacy.workspace.alerts" />
        <Para id="legal.privacy.workspace.legalBasis" />
      </LegalSection>

      <LegalSection section={S.quoted}>
        <Para id="legal.privacy.quoted.who" />
        <Para id="legal.privacy.quoted.legalBasis" />
      </LegalSection>

      <LegalSection section={S.payments}>
        <PaymentsPrivacy />
      </LegalSection>

      <LegalSection section={S.cancellations}>
        <Para id="legal.privacy.cancellations.entered" components={{ 0: <Link to="/cancel-contract" /> }} />
        <Para id="legal.privacy.cancellations.link" />
        <Para id="legal.privacy.cancellations.legalBasis" />
      </LegalSection>

      <LegalSection section={S.emails}>
        <Para id="legal.privacy.emails.which" />
        <Para id="legal.privacy.emails.record" values={{ days: SENT_MAIL_RECORD_DAYS }} />
        <Para id="legal.privacy.contractBasis" />
      </LegalSection>

      <LegalSection section={S.audit}>
        <Para id="legal.privacy.audit.what" />
        <Para id="legal.privacy.audit.kept" />
      </LegalSection>

      <LegalSection section={S.recipients}>
        <Para id="legal.privacy.recipients.intro" />
        <ul>
          <Item id="legal.privacy.recipients.hosting" />
          <Item id="legal.privacy.recipients.storage" />
          <Item id="legal.privacy.recipients.mail" />
        </ul>
        <PaymentRecipient paymentsSection={sectionNumber(S.payments)} />
        <Para id="legal.privacy.recipients.authorities" />
        <Para id="legal.privacy.recipients.transfers" />
      </LegalSection>

      <LegalSection section={S.retention}>
        <ul>
          <Item id="legal.privacy.retention.account" />
          <Item id="legal.privacy.retention.sessions" values={{ days: SESSION_LIFETIME_DAYS }} />
          <Item id="legal.privacy.retention.failedSignIns" values={{ hours: SIGN_IN_FAILURES_KEPT_HOURS }} />
          <Item
            id="legal.privacy.retention.inquiries"
            values={{ months: INQUIRY_RETENTION_MONTHS, days: THREAD_TOKEN_DAYS }}
          />
          <Item
            id="legal.privacy.retention.contactMessages"
            values={{ years: STATUTORY_RETENTION_YEARS.businessLetters }}
          />
          <Item
            id="legal.privacy.retention.cancellations"
            values={{ section: sectionNumber(S.cancellations) }}
          />
          <Item id="legal.privacy.retention.audit" values={{ section: sectionNumber(S.audit) }} />
          <Item id="legal.privacy.retention.mail" values={{ days: SENT_MAIL_RECORD_DAYS }} />
          <Item
            id="legal.privacy.retention.payments"
            values={{ years: STATUTORY_RETENTION_YEARS.accounting }}
          />
          <Item id="legal.privacy.retention.logs" />
        </ul>
      </LegalSection>

      <LegalSection section={S.rights}>
        <Para id="legal.privacy.rights.intro" />
        <ul>
          <Item id="legal.privacy.rights.access" />
          <Item id="legal.privacy.rights.rectification" />
          <Item id="legal.privacy.rights.erasure" />
          <Item id="legal.privacy.rights.restriction" />
          <Item id="legal.privacy.rights.portability" />
          <Item id="legal.privacy.rights.objection" />
          <Item id="legal.privacy.rights.withdrawConsent" />
        </ul>
        <h3>{t("legal.privacy.rights.objectionHeading")}</h3>
        <p className="rounded-2xl border border-border bg-surface p-4">
          <T
            id="legal.privacy.rights.objectionNotice"
            components={{ 0: <strong />, 1: <ContactEmailLink /> }}
          />
        </p>
        <h3>{t("legal.privacy.rights.howHeading")}</h3>
        <ul>
          <Item
            id="legal.privacy.rights.howCopy"
            components={{ 0: <strong />, 1: <Link to="/dashboard/settings" /> }}
          />
          <Item
            id="legal.privacy.rights.howErase"
            values={{ section: sectionNumber(S.retention) }}
            components={strong}
          />
          <Item id="legal.privacy.rights.howCorrect" components={strong} />
          <Item id="legal.privacy.rights.howElse" components={{ 0: <strong />, 1: <ContactEmailLink /> }} />
        </ul>
        <Para id="legal.privacy.rights.complaint" values={SUPERVISORY_AUTHORITY} />
      </LegalSection>

      <LegalSection section={S.security}>
        <Para id="legal.privacy.security.text" />
      </LegalSection>

      <LegalSection section={S.changes}>
        <Para id="legal.privacy.changes.text" />
      </LegalSection>
    </LegalPage>
  );
}
