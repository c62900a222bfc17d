import { type ErrorCode, isApiErrorBody } from "#shared/errors";

/** An error answered by our API, with its code and a message fit to show. */
export class ApiError extends Error {
  readonly code: ErrorCode | "NETWORK";
  readonly status: number;
  /** False when the server answered an error without our error body (a proxy's page, say). */
  readonly fromServer: boolean;
  constructor(code: ErrorCode | "NETWORK", message: string, status: number, fromServer = true) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.fromServer = fromServer && code !== "NETWORK";
  }
}

type RequestOptions = Omit<RequestInit, "body"> & { json?: unknown; headers?: Record<string, string> };

/** Calls our API on the same origin, parses JSON and turns error answers into ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { json, headers, ...init } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...init,
      headers: {
        Accept: "application/json",
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
  } catch {
    throw new ApiError("NETWORK", "Could not reach Vitrine. Check your connection and try again.", 0);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiErrorBody(body)) throw new ApiError(body.error.code, body.error.message, response.status);
    throw new ApiError(
      response.status === 429 ? "RATE_LIMITED" : "INTERNAL",
      `The request failed (${response.status}).`,
      response.status,
      false,
    );
  }
  return body as T;
}

/** A GET of our API: `api` in the browser; on the server, a request to the app itself (ADR 32). */
export type ApiGet = <T>(path: string) => Promise<T>;

/** The message of any error, for toasts. */
export function errorMessage(error: unknown, fallback = "An unknown error occurred."): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Whether the API answered that the thing asked for does not exist (404): only then is it "not found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
