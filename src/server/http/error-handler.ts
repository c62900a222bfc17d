import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiErrorBody, ErrorCode } from "#shared/errors";
import type { Logger } from "../lib/logger.ts";
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
    log.error({ err }, "unhandled error");
    return c.json(
      {
        error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
      } satisfies ApiErrorBody,
      500,
    );
  };
}
