import { ERROR_STATUS, type ErrorCode } from "#shared/errors";
import type { Language } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import type { MessageId } from "#shared/i18n/translator";

/** A text in a language, worked out when the answer's language is known. */
export type Localized<T = string> = (language: Language) => T;

/** A message's values; a function gives a value that depends on the language (a nested message). */
export type ErrorValues = Record<string, string | number | Date | undefined | Localized>;

export type AppErrorOptions = {
  values?: ErrorValues;
  /** More about the failure for the client; a function gives details worded in the language. */
  details?: unknown;
};

/**
 * The one error type handlers throw; the app's error handler turns it into the JSON error shape, its
 * message in the request's language (ADR 46). The message is an id of the server's error catalog
 * (src/shared/i18n/messages/<language>/server/errors.json) with its values, or a function that words
 * it (a validation error's field, a payment provider's own words). `message` is the English text, for
 * logs and for code that reads the error itself.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  private readonly wording: Localized;
  private readonly detailsOf: unknown;

  constructor(code: ErrorCode, message: MessageId | Localized, options: AppErrorOptions = {}) {
    const { values, details } = options;
    const wording: Localized =
      typeof message === "function"
        ? message
        : (language) => serverT(language)(message, values && resolveValues(values, language));
    super(wording("en"));
    this.name = "AppError";
    this.code = code;
    this.wording = wording;
    this.detailsOf = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The details in English (undefined when there are none). */
  get details(): unknown {
    return this.detailsIn("en");
  }

  /** The message in a language. */
  messageIn(language: Language): string {
    return this.wording(language);
  }

  /** The details in a language. */
  detailsIn(language: Language): unknown {
    return typeof this.detailsOf === "function"
      ? (this.detailsOf as Localized<unknown>)(language)
      : this.detailsOf;
  }
}

function resolveValues(values: ErrorValues, language: Language) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "function" ? value(language) : value,
    ]),
  );
}
