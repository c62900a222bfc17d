import { z } from "zod";
import { LANGUAGES } from "#shared/i18n/languages";

/**
 * The body of `PUT /api/account/language`, and its answer: the language of the account's mails
 * (ADR 46), which Settings and the language switcher set.
 */
export const AccountLanguageSchema = z.object({
  language: z.enum(LANGUAGES, "errors.account.unknownLanguage"),
});
export type AccountLanguage = z.infer<typeof AccountLanguageSchema>;
