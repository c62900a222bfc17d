import { serverT } from "#shared/i18n/server-i18n";
import { renderMail } from "./mail-layout.ts";
import type { MailMessage, Recipient } from "./mail-message.ts";

// Every mail below is written in its recipient's language (ADR 46); the account's name and addresses
// are what the person wrote, never translated.

export function verifyEmailMail(to: Recipient, name: string, url: string): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: t("mail.verifyEmail.subject"),
    links: [url],
    ...renderMail(to.language, {
      preheader: t("mail.verifyEmail.preheader"),
      heading: t("mail.verifyEmail.heading"),
      paragraphs: [
        name ? t("mail.common.greeting", { name }) : t("mail.common.greetingWithoutName"),
        t("mail.verifyEmail.body"),
      ],
      action: { label: t("mail.verifyEmail.action"), url },
      footnote: t("mail.verifyEmail.footnote"),
    }),
  };
}

export function changeEmailMail(to: Recipient, url: string): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: t("mail.changeEmail.subject"),
    links: [url],
    ...renderMail(to.language, {
      preheader: t("mail.changeEmail.preheader"),
      heading: t("mail.changeEmail.heading"),
      paragraphs: [t("mail.changeEmail.request"), t("mail.changeEmail.effect")],
      action: { label: t("mail.changeEmail.action"), url },
      footnote: t("mail.changeEmail.footnote"),
    }),
  };
}

export function resetPasswordMail(to: Recipient, url: string): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: t("mail.resetPassword.subject"),
    links: [url],
    ...renderMail(to.language, {
      preheader: t("mail.resetPassword.preheader"),
      heading: t("mail.resetPassword.heading"),
      paragraphs: [t("mail.resetPassword.body")],
      action: { label: t("mail.resetPassword.action"), url },
      footnote: t("mail.resetPassword.footnote"),
    }),
  };
}

export function existingAccountMail(to: Recipient, loginUrl: string, resetUrl: string): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: t("mail.existingAccount.subject"),
    links: [loginUrl, resetUrl],
    ...renderMail(to.language, {
      preheader: t("mail.existingAccount.preheader"),
      heading: t("mail.existingAccount.heading"),
      paragraphs: [
        t("mail.existingAccount.attempt"),
        t("mail.existingAccount.links", { loginUrl, resetUrl }),
      ],
      footnote: t("mail.existingAccount.footnote"),
    }),
  };
}

/** To the address an account is leaving: what was asked, and what to do if it was not the owner. */
export function emailChangeNoticeMail(
  to: Recipient,
  newEmail: string,
  links: { resetUrl: string; contactEmail: string },
): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: t("mail.emailChangeNotice.subject"),
    links: [links.resetUrl],
    ...renderMail(to.language, {
      preheader: t("mail.emailChangeNotice.preheader", { newEmail }),
      heading: t("mail.emailChangeNotice.heading"),
      paragraphs: [
        t("mail.emailChangeNotice.request", { newEmail }),
        t("mail.emailChangeNotice.effect"),
        t("mail.emailChangeNotice.notYou", { contactEmail: links.contactEmail }),
      ],
      action: { label: t("mail.emailChangeNotice.action"), url: links.resetUrl },
      footnote: t("mail.emailChangeNotice.footnote"),
    }),
  };
}
