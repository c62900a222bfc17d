import type { Context } from "hono";
import type { z } from "zod";
import type { Language } from "#shared/i18n/languages";
import { serverI18n, serverT } from "#shared/i18n/server-i18n";
import type { MessageId } from "#shared/i18n/translator";
import { AppError } from "./app-error.ts";

type HookResult = ({ success: true } | { success: false; error: z.ZodError }) & {
  target?: string;
  data?: unknown;
};

const isJsonContentType = (value: string | undefined) =>
  /^application\/([\w.-]+\+)?json$/i.test((value ?? "").split(";")[0]?.trim() ?? "");

/**
 * Turns a failed zod validation into the API's error shape, naming the first field at fault. No
 * input (body, query or path) may hold a NUL character, whatever its schema says. A JSON
 * body (required on every route, see json-body.ts) must have been sent as JSON, and be an object:
 * without a JSON content type the validator would otherwise check an empty object in its place.
 */
/** True when any text or key in the value holds U+0000, which PostgreSQL cannot store or compare. */
function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\u0000")) return true;
    } else if (typeof next === "object" && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function validationHook(result: HookResult, c: Context): void {
  if (result.target === "json") {
    if (!isJsonContentType(c.req.header("content-type"))) {
      throw new AppError("BAD_REQUEST", "errors.validation.jsonContentType");
    }
    const data = result.data;
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      throw new AppError("VALIDATION_FAILED", "errors.validation.bodyNotObject");
    }
  }
  if (containsNul(result.data)) {
    throw new AppError("VALIDATION_FAILED", "errors.validation.nulCharacter");
  }
  if (result.success) return;
  throw validationError(result.error);
}

/**
 * A field's message in a language: the shared schemas give message ids (`validation.email`), which
 * are translated; any other message (a rule's own words) is passed on as it is.
 */
export function issueMessage(language: Language, message: string): string {
  const i18n = serverI18n(language);
  return Object.hasOwn(i18n.messages, message) ? i18n._(message as MessageId) : message;
}

/** Issues as the API answers them: the field's path and its message. */
export type FieldIssue = { path: string; message: string };

/**
 * Failed checks in the API's words: VALIDATION_FAILED, naming the first field at fault, and every
 * issue in the details, each message in the request's language.
 */
export function fieldIssuesError(issues: readonly FieldIssue[]): AppError {
  const inLanguage = (language: Language) =>
    issues.map((issue) => ({ path: issue.path, message: issueMessage(language, issue.message) }));
  return new AppError(
    "VALIDATION_FAILED",
    (language) => {
      const first = inLanguage(language)[0];
      if (!first) return serverT(language)("errors.validation.invalidRequest");
      return first.path ? `${first.path}: ${first.message}` : first.message;
    },
    { details: (language: Language) => ({ issues: inLanguage(language) }) },
  );
}

/** A failed zod check in the API's words: VALIDATION_FAILED, naming the first field at fault. */
export function validationError(error: z.ZodError): AppError {
  return fieldIssuesError(
    error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}
