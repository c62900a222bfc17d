import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Language } from "./languages.ts";
import type { MessageId } from "./message-id.ts";

export type { MessageId } from "./message-id.ts";

/** The values a message interpolates: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number | Date | undefined>;

/** A message in a language, by id. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * What happens when a message is asked for that the loaded catalogs lack: its id is shown, and it is
 * logged unless `stillLoading()` says the catalogs that may hold it are on their way (they render the
 * page again when they arrive).
 */
const reportMissing =
  (stillLoading: () => boolean) =>
  (locale: string, id: string): string => {
    if (!stillLoading()) console.error(`Missing message "${id}" in the ${locale} catalogs.`);
    return id;
  };

/** A Lingui instance for one language, with the given (compiled) messages loaded and active. */
export function createI18n(
  language: Language,
  messages: Messages = {},
  stillLoading: () => boolean = () => false,
): I18n {
  const i18n = setupI18n({ missing: reportMissing(stillLoading) });
  i18n.load(language, messages);
  i18n.activate(language);
  return i18n;
}

/** The typed `t` of an instance. */
export const translatorOf =
  (i18n: I18n): Translate =>
  (id, values) =>
    i18n._(id, values);
