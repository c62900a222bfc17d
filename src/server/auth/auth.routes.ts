import { Hono } from "hono";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { requestLanguage } from "#server/http/request-language";
import type { ErrorCode } from "#shared/errors";
import type { Language } from "#shared/i18n/languages";
import { serverI18n, serverT } from "#shared/i18n/server-i18n";
import type { MessageId } from "#shared/i18n/translator";
import {
  type Auth,
  type AuthSession,
  authRequestErrors,
  authRequestLanguage,
  CLIENT_IP_HEADER,
} from "./auth.ts";
import { describeWait, type SignInBackoff } from "./sign-in-backoff.ts";

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  422: "VALIDATION_FAILED",
  429: "RATE_LIMITED",
};

type AuthEndpoint = {
  method: "GET" | "POST";
  /** Below /api/auth; a ":name" segment stands for one token (letters, digits, "-" and "_"). */
  path: string;
  /** Reachable for an account whose e-mail address is not confirmed yet. */
  unconfirmed: boolean;
};

/**
 * The better-auth endpoints Vitrine uses, and the only ones the router hands to better-auth: what
 * the client calls (src/client/lib/auth/auth-api.ts) and the links in the account mails. Every other
 * path below /api/auth answers 404 NOT_FOUND to everyone, administrators included: better-auth's
 * endpoints the app does not use (user and session management, account linking, social sign-in) and
 * any endpoint a better-auth upgrade or plugin adds. What administrators do goes through the app's
 * own routes, with their rules and the audit trail (ADR 39).
 *
 * An unconfirmed account reaches those marked so: confirming the address, signing out, reading its
 * session, and the endpoints that act on an account named in the request rather than on the
 * session's; anything else answers it 403 EMAIL_NOT_VERIFIED (ADR 15).
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { method: "GET", path: "/get-session", unconfirmed: true },
  { method: "POST", path: "/sign-up/email", unconfirmed: true },
  { method: "POST", path: "/sign-in/email", unconfirmed: true },
  { method: "POST", path: "/sign-out", unconfirmed: true },
  { method: "POST", path: "/send-verification-email", unconfirmed: true },
  // The link in the verification mail and in the mail to a new address.
  { method: "GET", path: "/verify-email", unconfirmed: true },
  { method: "POST", path: "/request-password-reset", unconfirmed: true },
  // The link in the password reset mail, which forwards to the reset page with the token.
  { method: "GET", path: "/reset-password/:token", unconfirmed: true },
  { method: "POST", path: "/reset-password", unconfirmed: true },
  { method: "POST", path: "/change-email", unconfirmed: false },
  { method: "POST", path: "/change-password", unconfirmed: false },
];

const TOKEN_SEGMENT = /^[A-Za-z0-9_-]+$/;

function matchesPath(pattern: string, path: string): boolean {
  const expected = pattern.split("/");
  const actual = path.split("/");
  return (
    expected.length === actual.length &&
    expected.every((segment, i) =>
      segment.startsWith(":") ? TOKEN_SEGMENT.test(actual[i] ?? "") : segment === actual[i],
    )
  );
}

/**
 * The listed endpoint a request is for, or undefined for every other method and path. The path is
 * the URL's as sent (not decoded), the one better-auth routes by: a percent-encoded spelling of a
 * listed path matches nothing.
 */
export function authEndpointFor(method: string, path: string): AuthEndpoint | undefined {
  return AUTH_ENDPOINTS.find((endpoint) => endpoint.method === method && matchesPath(endpoint.path, path));
}

/**
 * better-auth's error codes whose messages a person may read (the sign-in, sign-up, reset and
 * settings forms show them), and their words in the server's error catalog.
 */
const AUTH_ERROR_MESSAGES: Readonly<Record<string, MessageId>> = {
  CREDENTIAL_ACCOUNT_NOT_FOUND: "errors.auth.credentialAccountNotFound",
  EMAIL_ALREADY_VERIFIED: "errors.auth.emailAlreadyVerified",
  EMAIL_CAN_NOT_BE_UPDATED: "errors.auth.emailCannotBeUpdated",
  EMAIL_NOT_VERIFIED: "errors.auth.emailNotVerified",
  FAILED_TO_CREATE_USER: "errors.auth.failedToCreateUser",
  INVALID_EMAIL: "errors.auth.invalidEmail",
  INVALID_EMAIL_OR_PASSWORD: "errors.auth.invalidEmailOrPassword",
  INVALID_PASSWORD: "errors.auth.invalidPassword",
  INVALID_TOKEN: "errors.auth.invalidToken",
  NAME_REQUIRED: "validation.name.required",
  PASSWORD_TOO_LONG: "errors.auth.passwordTooLong",
  PASSWORD_TOO_SHORT: "errors.auth.passwordTooShort",
  SESSION_EXPIRED: "errors.auth.sessionExpired",
  TOKEN_EXPIRED: "errors.auth.tokenExpired",
  USER_ALREADY_EXISTS: "errors.auth.userAlreadyExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "errors.auth.userAlreadyExistsUseAnotherEmail",
  USER_NOT_FOUND: "errors.auth.userNotFound",
};

/**
 * better-auth's message in a language: a message id (our own hooks' refusals) or a known code is
 * translated; any other message is passed on as better-auth wrote it.
 */
function authErrorMessage(language: Language, body: { code?: string; message?: string } | null): string {
  const t = serverT(language);
  const message = body?.message;
  if (message && Object.hasOwn(serverI18n(language).messages, message)) return t(message as MessageId);
  const id = body?.code ? AUTH_ERROR_MESSAGES[body.code] : undefined;
  if (id) return t(id);
  return message || t("errors.auth.requestFailed");
}

/**
 * better-auth answers errors as {code, message}; the API answers every error as {error: {code, message}},
 * the message in the request's language.
 */
async function toApiErrorShape(response: Response, language: Language): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json"))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const code = CODE_BY_STATUS[response.status] ?? (response.status >= 500 ? "INTERNAL" : "BAD_REQUEST");
  const message =
    response.status === 429
      ? serverT(language)("errors.auth.tooManyAttempts")
      : authErrorMessage(language, body);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  // better-auth says when to try again in its own header; clients (ours included) read the standard one.
  const retryAfter = headers.get("x-retry-after");
  if (response.status === 429 && retryAfter && !headers.has("retry-after"))
    headers.set("Retry-After", retryAfter);
  return new Response(
    JSON.stringify({ error: { code, message, details: body?.code ? { reason: body.code } : undefined } }),
    {
      status: response.status,
      headers,
    },
  );
}

/** A text field of the request's JSON body, read from a copy (undefined when there is none). */
async function bodyField(request: Request, name: string): Promise<string | undefined> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  const value = body && typeof body === "object" ? body[name] : undefined;
  return typeof value === "string" && value.trim() ? value : undefined;
}

export type AuthRouteHooks = {
  /** Runs before better-auth handles sign-up (the bot check); throws an AppError to refuse. */
  beforeSignUp?: (request: Request) => Promise<void>;
  /** Runs once better-auth accepted a request to change the address (the mail to the old address). */
  afterEmailChangeRequested?: (user: AuthSession["user"], newEmail: string) => Promise<void>;
};

/**
 * better-auth at /api/auth/*, fed the client's address for its rate limits, with what better-auth
 * does not do itself: only the endpoints above are reachable, unconfirmed accounts reach only those
 * marked for them, sign-in waits after repeated failures for one account, and the old address hears
 * of an e-mail change.
 */
export function authRoutes(auth: Auth, backoff: SignInBackoff, hooks: AuthRouteHooks = {}) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      // Auth answers carry session tokens and account data: no cache may keep them.
      c.header("Cache-Control", "no-store");
    })
    .all("/*", async (c) => {
      // biome-ignore lint/plugin/validated-route-input: better-auth validates its own endpoints' input and takes the whole request.
      const request = c.req.raw;
      const path = new URL(request.url).pathname.slice("/api/auth".length);
      const endpoint = authEndpointFor(c.req.method, path);
      if (!endpoint) throw new AppError("NOT_FOUND", "errors.auth.noSuchEndpoint");
      let session: AuthSession | null = null;
      if (!endpoint.unconfirmed) {
        session = await auth.api.getSession({ headers: request.headers });
        if (session && !session.user.emailVerified) {
          throw new AppError("EMAIL_NOT_VERIFIED", "errors.auth.confirmEmailFirst");
        }
      }
      if (c.req.method === "POST" && path === "/sign-up/email") await hooks.beforeSignUp?.(request);

      const email =
        c.req.method === "POST" && path === "/sign-in/email" ? await bodyField(request, "email") : undefined;
      if (email) {
        // Counted before better-auth checks the password, so parallel attempts cannot all be checked.
        const wait = await backoff.beginAttempt(email);
        if (wait > 0) {
          c.header("Retry-After", String(wait));
          throw new AppError("RATE_LIMITED", "errors.auth.signInBackoff", {
            values: { wait: (language) => describeWait(language, wait) },
          });
        }
      }

      // Read before better-auth takes the body.
      const newEmail = path === "/change-email" && session ? await bodyField(request, "newEmail") : undefined;

      const headers = new Headers(request.headers);
      headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
      const met: { error?: unknown } = {};
      const response = await authRequestErrors.run(met, () =>
        authRequestLanguage.run(requestLanguage(c), () => auth.handler(new Request(request, { headers }))),
      );
      // A wrong password (401) stays counted; the right one clears the count; any other answer
      // (a malformed request, better-auth's own limit, an unconfirmed address) takes it back.
      if (email && response.ok) await backoff.clear(email);
      else if (email && response.status !== 401) await backoff.notChecked(email);
      // A failure better-auth answered 500 itself (the database is down) goes to the API's handler.
      if (response.status >= 500 && met.error !== undefined) throw met.error;

      if (newEmail && session && response.ok) await hooks.afterEmailChangeRequested?.(session.user, newEmail);
      return toApiErrorShape(response, requestLanguage(c));
    });
}
