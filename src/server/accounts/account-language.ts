import type { Recipient } from "#server/mail/mail-message";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#shared/i18n/languages";

/** The language an account chose (its `language` column), English for a value that is none of ours. */
export const accountLanguage = (stored: unknown): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE;

/** An account as a mail's recipient: its address, and its language (ADR 46). */
export const accountRecipient = (user: { email: string; language?: unknown }): Recipient => ({
  email: user.email,
  language: accountLanguage(user.language),
});
