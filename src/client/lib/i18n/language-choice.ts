import { api, apiClient } from "#client/lib/api.ts";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type Language } from "#shared/i18n/languages";

/** Keeps the visitor's choice for their next visit to an unprefixed address (strictly necessary: ADR 46). */
export function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie of ours, its value one of two codes; not every browser has the Cookie Store API.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_DAYS * 24 * 60 * 60}; SameSite=Lax${secure}`;
}

/**
 * Stores the language of the signed-in account's mails (ADR 46). `keepalive`: the request is sent
 * even when the page is left at once, as the switcher's link leaves it.
 */
export function saveAccountLanguage(language: Language) {
  return api(apiClient.api.account.language.$put({ json: { language } }, { init: { keepalive: true } }));
}
