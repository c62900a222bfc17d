import { renderMail } from "#server/mail/mail-layout";
import type { MailMessage, Recipient } from "#server/mail/mail-message";
import { formatCalendarDate, formatEuros } from "#shared/i18n/format";
import type { Language } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import type { JobKind } from "#shared/inquiries/inquiry.schema";

// Every value below is written into the mail through renderMail, which escapes it for HTML; the
// subjects are headers, which nodemailer encodes, and the names in them are normalised (no breaks).
// Each mail is in its recipient's language (ADR 46); what people wrote is never translated.

export type JobDetails = {
  kind: JobKind;
  dateFrom: string;
  dateTo: string | null;
  location: string;
  budget: number | null;
};

/** "Paid Work · March 1, 2027 to March 3, 2027 · Munich · budget €1,200.00" */
function describeJob(language: Language, job: JobDetails): string {
  const t = serverT(language);
  const from = formatCalendarDate(language, job.dateFrom);
  const dates =
    job.dateTo && job.dateTo !== job.dateFrom
      ? t("mail.inquiry.job.dateRange", { from, to: formatCalendarDate(language, job.dateTo) })
      : from;
  const budget =
    job.budget === null
      ? t("mail.inquiry.job.noBudget")
      : t("mail.inquiry.job.budget", { budget: formatEuros(language, job.budget) });
  return [t("mail.inquiry.job.kind", { kind: job.kind }), dates, job.location, budget].join(" · ");
}

/** To the talent: a new inquiry, with a link into their inbox (never the sender's address). */
export function newInquiryMail(
  to: Recipient,
  inquiry: JobDetails & { senderName: string; senderCompany: string; message: string },
  url: string,
): MailMessage {
  const t = serverT(to.language);
  const from = inquiry.senderCompany
    ? t("mail.inquiry.senderWithCompany", { name: inquiry.senderName, company: inquiry.senderCompany })
    : inquiry.senderName;
  return {
    to: to.email,
    subject: t("mail.newInquiry.subject", { name: inquiry.senderName }),
    links: [url],
    ...renderMail(to.language, {
      preheader: t("mail.newInquiry.preheader", { from }),
      heading: t("mail.newInquiry.heading"),
      paragraphs: [t("mail.newInquiry.body", { from }), describeJob(to.language, inquiry), inquiry.message],
      action: { label: t("mail.newInquiry.action"), url },
      footnote: t("mail.newInquiry.footnote"),
    }),
  };
}

/**
 * To the address the sender gave: the inquiry was delivered, with the private link to the thread.
 * It carries nothing the sender wrote (no name, no message): the address is not confirmed, and
 * whoever types someone else's must not be able to mail them text through Vitrine.
 */
export function inquiryCopyMail(
  to: Recipient,
  inquiry: { talentName: string },
  threadUrl: string,
  /** When the link runs out (ISO). */
  expiresAt: string,
): MailMessage {
  const t = serverT(to.language);
  const name = inquiry.talentName;
  return {
    to: to.email,
    subject: t("mail.inquiryCopy.subject", { name }),
    links: [threadUrl],
    ...renderMail(to.language, {
      preheader: t("mail.inquiryCopy.preheader", { name }),
      heading: t("mail.inquiryCopy.heading"),
      paragraphs: [t("mail.inquiryCopy.delivered", { name }), t("mail.inquiryCopy.open")],
      action: { label: t("mail.inquiryCopy.action"), url: threadUrl },
      footnote: t("mail.inquiryCopy.footnote", { date: formatCalendarDate(to.language, expiresAt) }),
    }),
  };
}

/** To the sender: the talent answered, with a fresh private link. */
export function talentReplyMail(
  to: Recipient,
  reply: { senderName: string; talentName: string; message: string },
  threadUrl: string,
  /** When the link runs out (ISO). */
  expiresAt: string,
): MailMessage {
  const t = serverT(to.language);
  const name = reply.talentName;
  return {
    to: to.email,
    subject: t("mail.talentReply.subject", { name }),
    links: [threadUrl],
    ...renderMail(to.language, {
      preheader: reply.message.slice(0, 120),
      heading: t("mail.talentReply.heading", { name }),
      paragraphs: [
        t("mail.common.greeting", { name: reply.senderName }),
        t("mail.inquiry.wrote", { name }),
        reply.message,
      ],
      action: { label: t("mail.talentReply.action"), url: threadUrl },
      footnote: t("mail.talentReply.footnote", { date: formatCalendarDate(to.language, expiresAt) }),
    }),
  };
}

/** To the talent: the sender answered in the thread. */
export function senderReplyMail(
  to: Recipient,
  reply: { senderName: string; message: string },
  url: string,
): MailMessage {
  const t = serverT(to.language);
  const name = reply.senderName;
  return {
    to: to.email,
    subject: t("mail.senderReply.subject", { name }),
    links: [url],
    ...renderMail(to.language, {
      preheader: reply.message.slice(0, 120),
      heading: t("mail.senderReply.heading", { name }),
      paragraphs: [t("mail.inquiry.wrote", { name }), reply.message],
      action: { label: t("mail.senderReply.action"), url },
    }),
  };
}

/** To the admins: a talent reported an inquiry. */
export function inquiryReportedMail(
  to: Recipient,
  report: { talentName: string; senderName: string; reason: string },
  url: string,
): MailMessage {
  const t = serverT(to.language);
  const names = { talent: report.talentName, sender: report.senderName };
  return {
    to: to.email,
    subject: t("mail.inquiryReported.subject", { talent: report.talentName }),
    links: [url],
    ...renderMail(to.language, {
      preheader: t("mail.inquiryReported.summary", names),
      heading: t("mail.inquiryReported.heading"),
      paragraphs: [
        t("mail.inquiryReported.summary", names),
        t("mail.inquiryReported.reason", { reason: report.reason }),
      ],
      action: { label: t("mail.inquiryReported.action"), url },
    }),
  };
}
