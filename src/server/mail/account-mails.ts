import { renderMail } from "./mail-layout.ts";
import type { MailMessage } from "./mail-message.ts";

export function verifyEmailMail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirm your e-mail address for Vitrine",
    links: [url],
    ...renderMail({
      preheader: "One click and your Vitrine account is ready.",
      heading: "Confirm your e-mail address",
      paragraphs: [
        `Hello ${name || "there"},`,
        "Thank you for joining Vitrine. Please confirm that this address is yours; then you can build your talent profile.",
      ],
      action: { label: "Confirm e-mail address", url },
      footnote: "The link is valid for 24 hours. If you did not create an account, ignore this message.",
    }),
  };
}

export function changeEmailMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirm your new e-mail address for Vitrine",
    links: [url],
    ...renderMail({
      preheader: "Confirm the change of your Vitrine e-mail address.",
      heading: "Confirm your new e-mail address",
      paragraphs: [
        "Someone, hopefully you, asked to use this address for a Vitrine account.",
        "The change takes effect when you follow the link below. Until then, the old address stays in use.",
      ],
      action: { label: "Confirm new address", url },
      footnote: "If you did not ask for this, ignore this message; nothing changes.",
    }),
  };
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: "Reset your Vitrine password",
    links: [url],
    ...renderMail({
      preheader: "A link to choose a new password.",
      heading: "Choose a new password",
      paragraphs: ["We received a request to reset the password of your Vitrine account."],
      action: { label: "Choose a new password", url },
      footnote:
        "The link works once and expires after one hour. If you did not ask for it, ignore this message.",
    }),
  };
}

export function existingAccountMail(to: string, loginUrl: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: "Someone tried to sign up with your e-mail address",
    links: [loginUrl, resetUrl],
    ...renderMail({
      preheader: "You already have a Vitrine account.",
      heading: "You already have an account",
      paragraphs: [
        "Someone tried to create a Vitrine account with this e-mail address, which already has one.",
        `If it was you, log in at ${loginUrl}. Forgot your password? Reset it at ${resetUrl}.`,
      ],
      footnote: "If it was not you, you can ignore this message; your account is unchanged.",
    }),
  };
}

/** To the address an account is leaving: what was asked, and what to do if it was not the owner. */
export function emailChangeNoticeMail(
  to: string,
  newEmail: string,
  links: { resetUrl: string; contactEmail: string },
): MailMessage {
  return {
    to,
    subject: "Your Vitrine e-mail address is being changed",
    links: [links.resetUrl],
    ...renderMail({
      preheader: `A change of your sign-in address to ${newEmail} was requested.`,
      heading: "Your e-mail address is being changed",
      paragraphs: [
        `Someone signed in to your Vitrine account asked to change its e-mail address to ${newEmail}.`,
        "The change takes effect when the link sent to the new address is opened. From then on, this address no longer signs in or receives mail about the account.",
        `If this was not you, someone may know your password. Choose a new one now (this signs out every device) and write to us at ${links.contactEmail}; we will help you secure the account.`,
      ],
      action: { label: "Choose a new password", url: links.resetUrl },
      footnote: "If it was you, there is nothing to do.",
    }),
  };
}
