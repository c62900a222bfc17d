import type { Language } from "#shared/i18n/languages";

/** One outgoing mail, as the outbox stores it and a transport delivers it. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The links the mail carries; logged in file mode so a local user can follow them. */
  links?: string[];
  /**
   * The one-click unsubscribe address of a mail that can be turned off: sent as `List-Unsubscribe`
   * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), so the mail client offers
   * the button and POSTs to it.
   */
  listUnsubscribe?: string;
};

/**
 * Whom a mail goes to, and the language it is written in: the account's own for a person with one,
 * the language of the page they wrote from for a sender without (ADR 46).
 */
export type Recipient = { email: string; language: Language };
