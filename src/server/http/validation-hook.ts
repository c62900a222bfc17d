import type { Context } from "hono";
import type { z } from "zod";
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
      throw new AppError("BAD_REQUEST", "This request needs a JSON body (Content-Type: application/json).");
    }
    const data = result.data;
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      throw new AppError("VALIDATION_FAILED", "The request body must be a JSON object.");
    }
  }
  if (containsNul(result.data)) {
    throw new AppError("VALIDATION_FAILED", "Text may not contain the NUL character (U+0000).");
  }
  if (result.success) return;
  throw validationError(result.error);
}

/** A failed zod check in the API's words: VALIDATION_FAILED, naming the first field at fault. */
export function validationError(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : "Invalid request.";
  return new AppError("VALIDATION_FAILED", message, { issues });
}
