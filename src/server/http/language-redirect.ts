import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  localizedPath,
  negotiateLanguage,
  splitLanguagePath,
} from "#shared/i18n/languages";
import type { AppEnv } from "./app-env.ts";

/**
 * A page asked for at its unprefixed (English) address goes to its German address when the visitor
 * chose German with the switcher (the language cookie), or, with no choice made, when the browser's
 * `Accept-Language` prefers German (ADR 46). Prefixed addresses are answered as asked: a link to a
 * German page stays German. Crawlers send no `Accept-Language` and get each address as it is.
 */
export const languageRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { path } = splitLanguagePath(c.req.path);
  if (path !== c.req.path) return next();
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  const language = isLanguage(chosen) ? chosen : negotiateLanguage(c.req.header("Accept-Language"));
  if (language === DEFAULT_LANGUAGE) {
    await next();
    // The answer depends on these headers: no shared cache may hand it to a German browser.
    c.res.headers.append("Vary", "Accept-Language, Cookie");
    return;
  }
  const url = new URL(c.req.url);
  c.header("Vary", "Accept-Language, Cookie");
  c.header("Cache-Control", "private, no-store");
  return c.redirect(`${localizedPath(language, path)}${url.search}`, 302);
};
