import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { describeDatabaseError, isDatabaseUnavailable } from "#server/db/database-errors";
import { StoredDataError } from "#server/db/stored-json";
import type { Logger } from "#server/lib/logger";
import type { ApiErrorBody, ErrorCode } from "#shared/errors";
import { serverT } from "#shared/i18n/server-i18n";
import type { MessageId } from "#shared/i18n/translator";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";
import { requestLanguage } from "./request-language.ts";

/** Hono's own refusals, in the API's words (other statuses keep Hono's message). */
const HTTP_EXCEPTION_ERRORS: Partial<Record<number, { code: ErrorCode; message: MessageId }>> = {
  404: { code: "NOT_FOUND", message: "errors.http.notFound" },
  413: { code: "PAYLOAD_TOO_LARGE", message: "errors.http.bodyTooLarge" },
  415: { code: "UNSUPPORTED_MEDIA_TYPE", message: "errors.http.jsonBodyExpected" },
};

/**
 * Maps every failure to `{"error": {"code", "message"}}`, the message in the request's language
 * (ADR 46); unknown failures are logged and answered 500.
 */
export function createErrorHandler(fallbackLog: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    const log = c.get("log")?.() ?? fallbackLog;
    const language = requestLanguage(c);
    const t = serverT(language);
    if (err instanceof AppError) {
      const body: ApiErrorBody = { error: { code: err.code, message: err.messageIn(language) } };
      const details = err.detailsIn(language);
      if (details !== undefined) body.error.details = details;
      return c.json(body, err.status as 400);
    }
    if (err instanceof HTTPException) {
      const known = HTTP_EXCEPTION_ERRORS[err.status];
      const { code, message } = known
        ? { code: known.code, message: t(known.message) }
        : { code: "BAD_REQUEST" as const, message: err.message || t("errors.http.invalidRequest") };
      return c.json({ error: { code, message } } satisfies ApiErrorBody, err.status);
    }
    if (isDatabaseUnavailable(err)) {
      log.warn({ reason: describeDatabaseError(err) }, "database unavailable");
      c.header("Retry-After", "5");
      return c.json(
        {
          error: {
            code: "UNAVAILABLE",
            message: t("errors.server.databaseUnavailable"),
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
            message: t("errors.server.storedDataDamaged"),
          },
        } satisfies ApiErrorBody,
        500,
      );
    }
    log.error({ err }, "unhandled error");
    return c.json(
      {
        error: { code: "INTERNAL", message: t("errors.server.internal") },
      } satisfies ApiErrorBody,
      500,
    );
  };
}
