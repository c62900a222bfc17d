import type { I18n, Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#shared/i18n/languages";
import { createI18n } from "#shared/i18n/translator";

let state: { i18n: I18n; language: Language } | undefined;
/** Whether the always-loaded `site` messages are still on their way. */
let siteLoading = true;

/** The page's language as the server wrote it into `<html lang>` (one language per page load). */
function documentLanguage(): Language {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * The browser's one Lingui instance, in the page's language: a language switch loads the page at
 * its other address, so it never changes while a page lives. The message areas arrive through
 * `addMessages` (./message-areas.ts).
 */
export function browserI18n(): { i18n: I18n; language: Language } {
  if (!state) {
    const language = documentLanguage();
    state = { i18n: createI18n(language, {}, () => siteLoading), language };
  }
  return state;
}

/** Says that the `site` messages have arrived: from now on, a missing message is an error. */
export function siteMessagesLoaded(): void {
  siteLoading = false;
}

/** Adds loaded messages to the browser's instance. */
export function addMessages(messages: Messages): void {
  const { i18n, language } = browserI18n();
  i18n.load(language, messages);
}

/** The page's language, for code outside React (the API client's Accept-Language). */
export const pageLanguage = (): Language => browserI18n().language;
