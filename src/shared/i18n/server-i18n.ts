import type { I18n } from "@lingui/core";
import { compiledMessages } from "./compile-catalogs.ts";
import { LANGUAGES, type Language } from "./languages.ts";
import { createI18n, type Translate, translatorOf } from "./translator.ts";

let instances: Record<Language, I18n> | undefined;

/**
 * One Lingui instance per language holding every catalog (pages, legal texts, the signed-in app,
 * errors and mails), compiled at first use: what the server renders, answers and mails with.
 */
export function serverI18n(language: Language): I18n {
  instances ??= Object.fromEntries(
    LANGUAGES.map((lang) => [lang, createI18n(lang, compiledMessages(lang))]),
  ) as Record<Language, I18n>;
  return instances[language];
}

/** The typed `t` of a language, for the server's answers and mails. */
export const serverT = (language: Language): Translate => translatorOf(serverI18n(language));
