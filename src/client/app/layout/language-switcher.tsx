import { useLocation } from "react-router";
import { cn } from "#client/lib/cn.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  localizedPath,
} from "#shared/i18n/languages";

/** Keeps the visitor's choice for their next visit to an unprefixed address (strictly necessary: ADR 46). */
function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie of ours, its value one of two codes; not every browser has the Cookie Store API.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_DAYS * 24 * 60 * 60}; SameSite=Lax${secure}`;
}

/**
 * Links to this very page in the other languages (the same path, filters and anchor), each named in
 * its own language. Following one loads the page at that address, in that language.
 */
export function LanguageSwitcher({ variant }: { variant: "header" | "footer" }) {
  const current = useLanguage();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  return (
    <ul className="flex items-center gap-1" aria-label={t("common.language.switcher")}>
      {LANGUAGES.filter((language) => language !== current).map((language) => (
        <li key={language}>
          <a
            href={`${localizedPath(language, pathname)}${search}${hash}`}
            hrefLang={language}
            lang={language}
            onClick={() => rememberLanguage(language)}
            className={cn(
              "inline-flex min-h-9 items-center rounded-md text-sm hover:text-accent",
              variant === "header" ? "min-w-9 justify-center px-2 font-semibold uppercase" : "",
            )}
            aria-label={variant === "header" ? LANGUAGE_NAMES[language] : undefined}
          >
            {variant === "header" ? language : LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
