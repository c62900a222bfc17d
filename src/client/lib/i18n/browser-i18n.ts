import type { I18n, Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#shared/i18n/languages";
import { createI18n } from "#shared/i18n/translator";

let state: { i18n: I18n; language: Language } | undefined;
/** How many message areas are on their way (the page's `site` area counts from the start). */
let areasLoading = 1;

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
    state = { i18n: createI18n(language, {}, () => areasLoading > 0), language };
  }
  return state;
}

/**
 * Counts an area on its way until it arrives: meanwhile a missing message is shown as its id and not
 * logged (the area renders the page again when it arrives); once none is on its way, it is an error.
 */
export function messagesArriving(loading: Promise<unknown>): void {
  areasLoading += 1;
  void loading.finally(() => {
    areasLoading -= 1;
  });
}

/** Says that the `site` messages, counted from the start, have arrived. */
export function siteMessagesLoaded(): void {
  areasLoading -= 1;
}

/** Adds loaded messages to the browser's instance. */
export function addMessages(messages: Messages): void {
  const { i18n, language } = browserI18n();
  i18n.load(language, messages);
}

/** The page's language, for code outside React (the API client's Accept-Language). */
export const pageLanguage = (): Language => browserI18n().language;
