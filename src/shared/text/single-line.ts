import { z } from "zod";
import { normalisePersonName } from "./person-name.ts";

/**
 * A one-line field beside a name (a company, a place, a handle), normalised as names are: no line
 * break, tab, control or text-direction character survives, so the value cannot start a new line in a
 * plain-text mail or read backwards. At most `max` characters after cleaning; with `required`, the
 * message for a field that is empty once cleaned (else empty means not given).
 */
export function singleLineSchema(max: number, messages: { tooLong: string; required?: string }) {
  const cleaned = z.string().transform(normalisePersonName);
  const limited = z.string().max(max, messages.tooLong);
  return cleaned.pipe(messages.required ? limited.min(1, messages.required) : limited);
}
