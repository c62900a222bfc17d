import type { Language } from "./languages.ts";

/**
 * Dates, numbers and prices in a language, all through `Intl`. English keeps the forms the site has
 * always shown ("€39.99", "August 15, 2025", "23 Nov 2026, 14:05"); German uses Germany's
 * ("39,99 €", "15. August 2025", "23.11.2026, 14:05").
 */
const LOCALES: Readonly<Record<Language, { money: string; longDate: string; shortDate: string }>> = {
  en: { money: "en-IE", longDate: "en-US", shortDate: "en-GB" },
  de: { money: "de-DE", longDate: "de-DE", shortDate: "de-DE" },
};

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as T;
}

/** "€39.99" in English, "39,99 €" in German. */
export function formatEuros(language: Language, amount: number): string {
  return cached(
    `eur:${language}`,
    () => new Intl.NumberFormat(LOCALES[language].money, { style: "currency", currency: "EUR" }),
  ).format(amount);
}

/**
 * A plain number: "1,250" in English, "1.250" in German. A whole number from 0 to 999 reads the same
 * in both and is written without `Intl`, whose first number format costs a first visit's main thread
 * tens of milliseconds on a slow phone (a carousel's "3 of 8", ADR 61).
 */
export function formatNumber(language: Language, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return cached(`num:${language}`, () => new Intl.NumberFormat(LOCALES[language].money)).format(value);
}

/** "August 15, 2025" / "15. August 2025" for the calendar date "2025-08-15", in every time zone. */
export function formatCalendarDate(language: Language, isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return cached(
    `long:${language}`,
    () => new Intl.DateTimeFormat(LOCALES[language].longDate, { dateStyle: "long", timeZone: "UTC" }),
  ).format(date);
}

/** "3 Dec" / "3. Dez." for the calendar date "2026-12-03", in every time zone (a chart's axis). */
export function formatShortCalendarDate(language: Language, isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return cached(
    `shortCal:${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language].shortDate, {
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }),
  ).format(date);
}

/** "23 Nov 2026, 14:05" / "23.11.2026, 14:05", in the reader's time zone unless one is given. */
export function formatDateTime(language: Language, iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    `dt:${language}:${timeZone ?? ""}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language].shortDate, {
        dateStyle: "medium",
        timeStyle: "short",
        ...(timeZone ? { timeZone } : {}),
      }),
  ).format(date);
}

/** "23 Nov 2026" / "23.11.2026", in the reader's time zone. */
export function formatDay(language: Language, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    `day:${language}`,
    () => new Intl.DateTimeFormat(LOCALES[language].shortDate, { dateStyle: "medium" }),
  ).format(date);
}
