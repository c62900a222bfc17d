import { useLocation } from "react-router";
import { T } from "#client/lib/i18n/t.tsx";
import { useLanguage } from "#client/lib/i18n/use-t.ts";
import { type Language, localizedPath } from "#shared/i18n/languages";

/** The language whose legal texts apply; the others are translations for the reader's convenience. */
const BINDING_LANGUAGE: Language = "de";

/**
 * At the top of a translated legal page: the text is a translation, and the German one, linked, is
 * binding. The German page needs no such line.
 */
export function BindingVersion() {
  const language = useLanguage();
  const { pathname } = useLocation();
  if (language === BINDING_LANGUAGE) return null;
  return (
    <p className="mt-6 rounded-2xl border border-border bg-surface p-4 text-sm [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4">
      <T
        id="legal.page.bindingVersion"
        components={{
          // biome-ignore lint/a11y/useAnchorContent: the message puts the link's text inside it.
          0: <a href={localizedPath(BINDING_LANGUAGE, pathname)} hrefLang={BINDING_LANGUAGE} />,
        }}
      />
    </p>
  );
}
