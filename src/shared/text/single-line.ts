import { z } from "zod";
import type { ValidationMessageId } from "#shared/i18n/validation-message";
import { normalisePersonName } from "./person-name.ts";

/**
 * A one-line field beside a name (a company, a place, a handle), normalised as names are: no line
 * break, tab, control or text-direction character survives, so the value cannot start a new line in a
 * plain-text mail or read backwards. At most `max` characters after cleaning; with `required`, the
 * message for a field that is empty once cleaned (else empty means not given). The messages are ids
 * of validation messages.
 */
export function singleLineSchema(
  max: number,
  messages: { tooLong: ValidationMessageId; required?: ValidationMessageId },
) {
  const cleaned = z.string().transform(normalisePersonName);
  const limited = z.string().max(max, messages.tooLong);
  return cleaned.pipe(messages.required ? limited.min(1, messages.required) : limited);
}
