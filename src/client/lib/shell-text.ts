import { type MessageId, type MessageValues, translatorOf } from "#shared/i18n/translator";
import { browserI18n } from "./i18n/browser-i18n.ts";

/**
 * A message in the page's language for code outside React (the API client's errors): the browser's
 * instance, which holds the `site` area from before the first render. Components use `useT()`.
 */
export function shellText(id: MessageId, values?: MessageValues): string {
  return translatorOf(browserI18n().i18n)(id, values);
}
