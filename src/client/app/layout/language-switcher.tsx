import { useLocation } from "react-router";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { cn } from "#client/lib/cn.ts";
import { rememberLanguage, saveAccountLanguage } from "#client/lib/i18n/language-choice.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language, localizedPath } from "#shared/i18n/languages";

/**
 * Links to this very page in the other languages (the same path, filters and anchor), each named in
 * its own language. Following one loads the page at that address, in that language; a signed-in
 * account takes the language for its mails too (ADR 46).
 */
export function LanguageSwitcher({ variant }: { variant: "header" | "footer" }) {
  const current = useLanguage();
  const t = useT();
  const { user } = useAuth();
  const { pathname, search, hash } = useLocation();
  const choose = (language: Language) => {
    rememberLanguage(language);
    // Fire and forget: the link is followed anyway, and the cookie keeps the choice if this fails.
    if (user) saveAccountLanguage(language).catch(() => {});
  };
  return (
    <ul className="flex items-center gap-1" aria-label={t("common.language.switcher")}>
      {LANGUAGES.filter((language) => language !== current).map((language) => (
        <li key={language}>
          <a
            href={`${localizedPath(language, pathname)}${search}${hash}`}
            hrefLang={language}
            lang={language}
            onClick={() => choose(language)}
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
