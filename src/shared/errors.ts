/** Every error the API can answer with. One union, one place: the server maps each to a status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A private link that worked once and has run out (a sender's thread link after 90 days). */
  LINK_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LIMIT_REACHED: 422,
  BOT_CHECK_FAILED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The payment provider refused a request or could not be reached; the message is the provider's. */
  PAYMENT_PROVIDER: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ApiErrorBody = { error: { code: ErrorCode; message: string; details?: unknown } };

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}
