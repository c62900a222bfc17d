import type { I18n } from "@lingui/core";
import type { MessageId } from "#shared/i18n/translator";

/**
 * The text of a validation message: the shared zod schemas give message ids (`validation.email`),
 * which are translated; anything else (a message the server already translated) is shown as it is.
 */
export function issueText(i18n: I18n, message: string): string {
  return Object.hasOwn(i18n.messages, message) ? i18n._(message as MessageId) : message;
}
