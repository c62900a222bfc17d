import type { Context } from "hono";
import { type Language, negotiateLanguage } from "#shared/i18n/languages";

/**
 * The language a request asks its answer in: its `Accept-Language` (the browser's API client sends
 * the page's language), English when it names neither of ours (ADR 46).
 */
export function requestLanguage(c: Context): Language {
  return negotiateLanguage(c.req.header("Accept-Language"));
}
