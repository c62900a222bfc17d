import type enSiteValidation from "./messages/en/site/validation.json";

/** The id of a validation message (src/shared/i18n/messages/<language>/site/validation.json). */
export type ValidationMessageId = keyof typeof enSiteValidation;

/**
 * A zod check's message: the id of a validation message, never a text. Typed, so a misspelt id fails
 * the typecheck; the client shows it through issueText and the server translates it in its answers.
 */
export const invalid = (id: ValidationMessageId): ValidationMessageId => id;
