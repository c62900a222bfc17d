import { renderMail } from "#server/mail/mail-layout";
import type { MailMessage, Recipient } from "#server/mail/mail-message";
import { serverT } from "#shared/i18n/server-i18n";

// Written in the talent's language; the talent's name and the admin's note are what people wrote,
// never translated (ADR 46).

/** To the talent: after a visitor's report, an administrator asks for a change; the profile stays public. */
export function reportChangesRequestedMail(
  to: Recipient,
  talentName: string,
  note: string,
  dashboardUrl: string,
): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: t("reports.mail.changes.subject"),
    links: [dashboardUrl],
    ...renderMail(to.language, {
      preheader: t("reports.mail.changes.preheader"),
      heading: t("reports.mail.changes.heading"),
      paragraphs: [
        t("mail.common.greeting", { name: talentName }),
        t("reports.mail.changes.body"),
        t("mail.common.ourNote", { reason: note }),
        t("reports.mail.changes.next"),
      ],
      action: { label: t("reports.mail.action"), url: dashboardUrl },
    }),
  };
}

/** To the talent: after a visitor's report, an administrator took the profile off the public site. */
export function reportTakenDownMail(
  to: Recipient,
  talentName: string,
  note: string,
  dashboardUrl: string,
): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: t("reports.mail.takenDown.subject"),
    links: [dashboardUrl],
    ...renderMail(to.language, {
      preheader: t("reports.mail.takenDown.preheader"),
      heading: t("reports.mail.takenDown.heading"),
      paragraphs: [
        t("mail.common.greeting", { name: talentName }),
        t("reports.mail.takenDown.body"),
        t("mail.common.ourNote", { reason: note }),
        t("reports.mail.takenDown.next"),
      ],
      action: { label: t("reports.mail.action"), url: dashboardUrl },
    }),
  };
}
