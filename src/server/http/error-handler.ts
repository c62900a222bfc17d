import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { describeDatabaseError, isDatabaseUnavailable } from "#server/db/database-errors";
import { StoredDataError } from "#server/db/stored-json";
import type { Logger } from "#server/lib/logger";
import type { ApiErrorBody, ErrorCode } from "#shared/errors";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

/** Hono's own refusals, in the API's words (other statuses keep Hono's message). */
const HTTP_EXCEPTION_ERRORS: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  404: { code: "NOT_FOUND", message: "Not found." },
  413: { code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." },
  415: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "This request takes a JSON body (Content-Type: application/json).",
  },
};

/** Maps every failure to `{"error": {"code", "message"}}`; unknown ones are logged and answered 500. */
export function createErrorHandler(fallbackLog: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    const log = c.get("log") ?? fallbackLog;
    if (err instanceof AppError) {
      const body: ApiErrorBody = { error: { code: err.code, message: err.message } };
      if (err.details !== undefined) body.error.details = err.details;
      return c.json(body, err.status as 400);
    }
    if (err instanceof HTTPException) {
      const { code, message } = HTTP_EXCEPTION_ERRORS[err.status] ?? {
        code: "BAD_REQUEST",
        message: err.message || "The request was not valid.",
      };
      return c.json({ error: { code, message } } satisfies ApiErrorBody, err.status);
    }
    if (isDatabaseUnavailable(err)) {
      log.warn({ reason: describeDatabaseError(err) }, "database unavailable");
      c.header("Retry-After", "5");
      return c.json(
        {
          error: {
            code: "UNAVAILABLE",
            message: "Vitrine cannot reach its database right now. Please try again in a moment.",
          },
        } satisfies ApiErrorBody,
        503,
      );
    }
    if (err instanceof StoredDataError) {
      // Nothing was written: the stored value stays as it is until someone repairs it (ADR 30).
      log.error({ damaged: err.damaged }, "refused to change a record whose stored data cannot be read");
      return c.json(
        {
          error: {
            code: "INTERNAL",
            message:
              "Part of this record's stored data cannot be read, so nothing was changed and nothing was lost. We have been told and will repair it.",
          },
        } satisfies ApiErrorBody,
        500,
      );
    }
    log.error({ err }, "unhandled error");
    return c.json(
      {
        error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
      } satisfies ApiErrorBody,
      500,
    );
  };
}
