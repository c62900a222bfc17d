import { renderMail } from "#server/mail/mail-layout";
import type { MailMessage } from "#server/mail/mail-message";
import { JOB_KIND_LABELS, type JobKind } from "#shared/inquiries/inquiry.schema";

// Every value below is written into the mail through renderMail, which escapes it for HTML; the
// subjects are headers, which nodemailer encodes, and the names in them are normalised (no breaks).

export type JobDetails = {
  kind: JobKind;
  dateFrom: string;
  dateTo: string | null;
  location: string;
  budget: number | null;
};

/** "Paid Work · 2027-03-01 to 2027-03-03 · Munich · Budget 1,200 €" */
function describeJob(job: JobDetails): string {
  const dates = job.dateTo && job.dateTo !== job.dateFrom ? `${job.dateFrom} to ${job.dateTo}` : job.dateFrom;
  const budget = job.budget === null ? "no budget given" : `budget ${job.budget.toLocaleString("en-GB")} €`;
  return `${JOB_KIND_LABELS[job.kind]} · ${dates} · ${job.location} · ${budget}`;
}

/** To the talent: a new inquiry, with a link into their inbox (never the sender's address). */
export function newInquiryMail(
  to: string,
  inquiry: JobDetails & { senderName: string; senderCompany: string; message: string },
  url: string,
): MailMessage {
  const from = inquiry.senderCompany
    ? `${inquiry.senderName} (${inquiry.senderCompany})`
    : inquiry.senderName;
  return {
    to,
    subject: `New inquiry from ${inquiry.senderName}`,
    links: [url],
    ...renderMail({
      preheader: `${from} would like to book you.`,
      heading: "You have a new inquiry",
      paragraphs: [`${from} sent you an inquiry on Vitrine.`, describeJob(inquiry), inquiry.message],
      action: { label: "Open the inquiry", url },
      footnote: "Answer from your dashboard: your e-mail address stays private.",
    }),
  };
}

/**
 * To the address the sender gave: the inquiry was delivered, with the private link to the thread.
 * It carries nothing the sender wrote (no name, no message): the address is not confirmed, and
 * whoever types someone else's must not be able to mail them text through Vitrine.
 */
export function inquiryCopyMail(
  to: string,
  inquiry: { talentName: string },
  threadUrl: string,
  expiresOn: string,
): MailMessage {
  return {
    to,
    subject: `Your inquiry to ${inquiry.talentName}`,
    links: [threadUrl],
    ...renderMail({
      preheader: `${inquiry.talentName} has your inquiry.`,
      heading: "Your inquiry was delivered",
      paragraphs: [
        `Your inquiry to ${inquiry.talentName} on Vitrine was delivered. You will get an e-mail when they answer.`,
        "Open the conversation to read what you sent and to write more.",
      ],
      action: { label: "Open the conversation", url: threadUrl },
      footnote: `This link is private to you and works until ${expiresOn}; each answer brings a new one. If you did not send this inquiry, ignore this message.`,
    }),
  };
}

/** To the sender: the talent answered, with a fresh private link. */
export function talentReplyMail(
  to: string,
  reply: { senderName: string; talentName: string; message: string },
  threadUrl: string,
  expiresOn: string,
): MailMessage {
  return {
    to,
    subject: `${reply.talentName} answered your inquiry`,
    links: [threadUrl],
    ...renderMail({
      preheader: reply.message.slice(0, 120),
      heading: `${reply.talentName} answered`,
      paragraphs: [`Hello ${reply.senderName},`, `${reply.talentName} wrote:`, reply.message],
      action: { label: "Read and answer", url: threadUrl },
      footnote: `This link is private to you: do not forward it. It works until ${expiresOn}.`,
    }),
  };
}

/** To the talent: the sender answered in the thread. */
export function senderReplyMail(
  to: string,
  reply: { senderName: string; message: string },
  url: string,
): MailMessage {
  return {
    to,
    subject: `${reply.senderName} answered`,
    links: [url],
    ...renderMail({
      preheader: reply.message.slice(0, 120),
      heading: `${reply.senderName} answered your message`,
      paragraphs: [`${reply.senderName} wrote:`, reply.message],
      action: { label: "Open the conversation", url },
    }),
  };
}

/** To the admins: a talent reported an inquiry. */
export function inquiryReportedMail(
  to: string,
  report: { talentName: string; senderName: string; reason: string },
  url: string,
): MailMessage {
  return {
    to,
    subject: `Inquiry reported by ${report.talentName}`,
    links: [url],
    ...renderMail({
      preheader: `${report.talentName} reported an inquiry from ${report.senderName}.`,
      heading: "An inquiry was reported",
      paragraphs: [
        `${report.talentName} reported an inquiry from ${report.senderName}.`,
        `Their reason: ${report.reason}`,
      ],
      action: { label: "Open the reports", url },
    }),
  };
}
