import { useMemo } from "react";
import { useLanguage } from "#client/lib/i18n/use-t.ts";
import type { Language } from "#shared/i18n/languages";

/*
 * A week's Monday on a chart's axis: "23 Nov" in English, "23. Nov." in German, read in UTC as the
 * weeks are. The short-date locales are format.ts's; this stays beside the charts so that the public
 * pages, which load format.ts, carry none of it.
 */
const LOCALES: Readonly<Record<Language, string>> = { en: "en-GB", de: "de-DE" };

export function formatAxisDate(language: Language, isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(date);
}

/** The page language's axis date. */
export function useAxisDate(): (isoDate: string) => string {
  const language = useLanguage();
  return useMemo(() => (isoDate: string) => formatAxisDate(language, isoDate), [language]);
}
