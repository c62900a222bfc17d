import { z } from "zod";
import { invalid } from "#shared/i18n/validation-message";

/** Explicit direction marks, embeddings, overrides and isolates: they can make a name read backwards. */
const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
/** C0 and C1 control characters (NUL, escape, DEL ...). */
const CONTROL_CHARACTERS = /\p{Cc}/gu;
/** Half of a surrogate pair without its other half: not a character at all. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A name as we store and show it: composed (NFC, so "é" is one character however it was typed),
 * line breaks and tabs turned into spaces, without control or text-direction characters, with
 * single spaces and no space at either end. The empty string means no name was given.
 */
export function normalisePersonName(value: string): string {
  return value
    .normalize("NFC")
    .replace(LONE_SURROGATES, "")
    .replace(/\s+/g, " ")
    .replace(CONTROL_CHARACTERS, "")
    .replace(BIDI_CONTROLS, "")
    .replace(/ {2,}/g, " ")
    .trim();
}

export const NAME_REQUIRED_MESSAGE = invalid("validation.name.required");

/** The longest name a person may give (the message "validation.name.tooLong" says it). */
export const NAME_MAX_LENGTH = 120;

/** A name field: normalised, then required and at most NAME_MAX_LENGTH characters. */
export function personNameSchema() {
  return z
    .string()
    .transform(normalisePersonName)
    .pipe(z.string().min(1, NAME_REQUIRED_MESSAGE).max(NAME_MAX_LENGTH, invalid("validation.name.tooLong")));
}
