import { type ClientResponse, hc } from "hono/client";
import type { ResponseFormat } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiRoutes } from "#server/app";
import { type ErrorCode, isApiErrorBody } from "#shared/errors";
import type { Language } from "#shared/i18n/languages";
import { pageLanguage } from "./i18n/browser-i18n.ts";
import { shellText } from "./shell-text.ts";

/** An error answered by our API, with its code and a message fit to show. */
export class ApiError extends Error {
  readonly code: ErrorCode | "NETWORK";
  readonly status: number;
  /** False when the server answered an error without our error body (a proxy's page, say). */
  readonly fromServer: boolean;
  /** The seconds the answer's Retry-After asks to wait before trying again (a 429 or 503), if it says. */
  readonly retryAfterSeconds: number | undefined;
  /** More about the failure, as the server's error body gave it (unknown: the reader checks it). */
  readonly details: unknown;
  constructor(
    code: ErrorCode | "NETWORK",
    message: string,
    status: number,
    fromServer = true,
    retryAfterSeconds?: number,
    details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.fromServer = fromServer && code !== "NETWORK";
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
}

/** Retry-After in seconds (its HTTP-date form is not used by our server or better-auth). */
function retryAfterOf(response: Response | AnyClientResponse): number | undefined {
  const seconds = Number(response.headers.get("retry-after") ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** How a request reaches the API: the browser's fetch, or the app itself during server rendering. */
export type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The transport's failures (no network, say) as an ApiError; every request asks for JSON, with the
 * messages of its answer in the page's language.
 */
function guarded(send: ApiFetch, language: () => Language): ApiFetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has("Accept")) headers.set("Accept", "application/json");
    if (!headers.has("Accept-Language")) headers.set("Accept-Language", language());
    try {
      return await send(input, { credentials: "same-origin", ...init, headers });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError("NETWORK", shellText("common.error.network"), 0);
    }
  };
}

/**
 * The API's typed client (Hono's `hc`, ADR 25): its paths, parameters, bodies and answers are the
 * types of the server's route definitions (`ApiRoutes`, a type-only import), so a changed response
 * schema fails the typecheck where the client reads it. Path parameters go in as they are: encode them.
 */
export function createApiClient(
  send: ApiFetch = (input, init) => fetch(input, init),
  language: () => Language = pageLanguage,
) {
  return hc<ApiRoutes>("/", { fetch: guarded(send, language) });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client of our API on the same origin. */
export const apiClient: ApiClient = createApiClient();

/**
 * What a successful answer carries: the JSON of its 2xx responses, null for 204 No Content.
 * A route whose success status is not a literal (`[status]: …`) counts as successful too.
 */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends 204
      ? null
      : S extends SuccessStatusCode
        ? F extends "json"
          ? T
          : never
        : number extends S
          ? T
          : never
    : never;

type AnyClientResponse = ClientResponse<unknown, number, ResponseFormat>;

/** What a request does, for the message of an error answer that is not ours. */
export type RequestKind = "request" | "upload";

/** A request's answer: its body when successful; an error answer as ApiError (see `api`). */
async function readAnswer(response: Response | AnyClientResponse, what: RequestKind): Promise<unknown> {
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const retryAfter = retryAfterOf(response);
    if (isApiErrorBody(body)) {
      throw new ApiError(
        body.error.code,
        body.error.message,
        response.status,
        true,
        retryAfter,
        body.error.details,
      );
    }
    throw new ApiError(
      response.status === 429 ? "RATE_LIMITED" : "INTERNAL",
      shellText(what === "upload" ? "common.error.uploadFailed" : "common.error.requestFailed", {
        status: response.status,
      }),
      response.status,
      false,
      retryAfter,
    );
  }
  return body;
}

/**
 * Awaits a typed call and answers its success body (`api(apiClient.api.x.$get())`); an error answer
 * becomes an ApiError with the server's code and message, or a generic one when the body is not ours.
 * `what` names the request in that generic message ("The upload failed (413).").
 */
export function api<R extends AnyClientResponse>(
  request: Promise<R>,
  what?: RequestKind,
): Promise<SuccessBody<R>>;
export async function api(
  request: Promise<AnyClientResponse>,
  what: RequestKind = "request",
): Promise<unknown> {
  return readAnswer(await request, what);
}

/**
 * A request to an endpoint outside the typed routes: better-auth's, below /api/auth (ADR 25). Its
 * body is unknown; the caller checks what it reads.
 */
export async function untypedApi(
  path: `/api/auth/${string}`,
  options: { json?: unknown; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const { json, headers } = options;
  const send = guarded((input, init) => fetch(input, init), pageLanguage);
  const response = await send(path, {
    method: json === undefined ? "GET" : "POST",
    headers: { ...(json !== undefined ? { "Content-Type": "application/json" } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  return readAnswer(response, "request");
}

/** The message of any error, for toasts; without one, the fallback (by default, that the error is unknown). */
export function errorMessage(error: unknown, fallback?: string): string {
  return error instanceof Error && error.message
    ? error.message
    : (fallback ?? shellText("common.error.unknown"));
}

/** Whether the API answered that the thing asked for does not exist (404): only then is it "not found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
