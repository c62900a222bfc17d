/**
 * The languages Vitrine speaks, and how a page's address carries one: English pages have no prefix
 * (`/talents`), German pages live under `/de` (`/de/talents`).
 */
export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of unprefixed addresses, and of everyone whose browser asks for neither language. */
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that keeps a language a visitor chose with the switcher (strictly necessary: ADR 46). */
export const LANGUAGE_COOKIE = "vitrine_lang";
/** How long that cookie keeps the choice. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", de: "Deutsch" };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The prefix of a language's addresses: "" for English, "/de" for German. */
export const languageBase = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? "" : `/${language}`;

/** A pathname's language and its path without the prefix (`/de/talents` → de, `/talents`). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const base = languageBase(language);
    if (!base) continue;
    if (pathname === base) return { language, path: "/" };
    if (pathname.startsWith(`${base}/`)) return { language, path: pathname.slice(base.length) };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A path (`/talents`, `/`) in a language: `/de/talents`, `/de`. */
export function localizedPath(language: Language, path: string): string {
  const base = languageBase(language);
  if (!base) return path;
  return path === "/" ? base : `${base}${path}`;
}

/**
 * The language an `Accept-Language` header prefers among ours (its q-values respected, `de-AT`
 * counting as `de`), or the default when it names neither.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
