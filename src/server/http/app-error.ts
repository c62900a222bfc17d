import { ERROR_STATUS, type ErrorCode } from "#shared/errors";

/** The one error type handlers throw; the app's error handler turns it into the JSON error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
