import { useMemo } from "react";
import {
  formatCalendarDate,
  formatDateTime,
  formatDay,
  formatEuros,
  formatNumber,
} from "#shared/i18n/format";
import type { Language } from "#shared/i18n/languages";
import { type Translate, translatorOf } from "#shared/i18n/translator";
import { useI18n } from "./i18n-context.tsx";

/**
 * The page's typed `t(id, values)`. A new one whenever messages arrive (the provider's value changes),
 * so effects that word something with it (the document's title) run again with the messages.
 */
export function useT(): Translate {
  const state = useI18n();
  return useMemo(() => translatorOf(state.i18n), [state]);
}

/** The page's language ("en", "de"). */
export const useLanguage = (): Language => useI18n().language;

/** Dates, numbers and prices in the page's language (src/shared/i18n/format.ts). */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      euros: (amount: number) => formatEuros(language, amount),
      number: (value: number) => formatNumber(language, value),
      calendarDate: (isoDate: string) => formatCalendarDate(language, isoDate),
      dateTime: (iso: string, timeZone?: string) => formatDateTime(language, iso, timeZone),
      day: (iso: string) => formatDay(language, iso),
    }),
    [language],
  );
}
