import { type Language, localizedPath, splitLanguagePath } from "#shared/i18n/languages";

/**
 * better-auth's mail links (confirm an address, reset a password) pass through its API and then go on
 * to one of our pages, named by their `callbackURL` without a language. That page becomes the one in
 * the mail's language, so the person lands on pages in the language the mail speaks, whichever browser
 * opens it (ADR 46). A callback that names its language already, or another site, stays as it is.
 */
export function inMailLanguage(url: string, language: Language): string {
  const link = new URL(url);
  const callback = link.searchParams.get("callbackURL");
  if (!callback?.startsWith("/") || callback.startsWith("//")) return url;
  const target = new URL(callback, link.origin);
  if (splitLanguagePath(target.pathname).path !== target.pathname) return url;
  link.searchParams.set(
    "callbackURL",
    `${localizedPath(language, target.pathname)}${target.search}${target.hash}`,
  );
  return link.toString();
}
