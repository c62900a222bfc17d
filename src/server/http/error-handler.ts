import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiErrorBody } from "#shared/errors";
import type { Logger } from "../lib/logger.ts";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

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
      const status = err.status;
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 404 ? "NOT_FOUND" : "BAD_REQUEST";
      const message =
        status === 413 ? "The request body is too large." : err.message || "The request was not valid.";
      return c.json({ error: { code, message } } satisfies ApiErrorBody, status);
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
