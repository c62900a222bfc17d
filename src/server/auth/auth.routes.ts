import { Hono } from "hono";
import type { ErrorCode } from "#shared/errors";
import type { AppEnv } from "../http/app-env.ts";
import { type Auth, CLIENT_IP_HEADER } from "./auth.ts";

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  422: "VALIDATION_FAILED",
  429: "RATE_LIMITED",
};

/** better-auth answers errors as {code, message}; the API answers every error as {error: {code, message}}. */
async function toApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get("content-type")?.includes("application/json"))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const code = CODE_BY_STATUS[response.status] ?? (response.status >= 500 ? "INTERNAL" : "BAD_REQUEST");
  const message =
    response.status === 429
      ? "Too many attempts. Please wait a minute and try again."
      : body?.message || "The request could not be completed.";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(
    JSON.stringify({ error: { code, message, details: body?.code ? { reason: body.code } : undefined } }),
    {
      status: response.status,
      headers,
    },
  );
}

export type AuthRouteHooks = {
  /** Runs before better-auth handles sign-up (the bot check); throws an AppError to refuse. */
  beforeSignUp?: (request: Request) => Promise<void>;
};

/** better-auth at /api/auth/*, fed the client's address for its rate limits. */
export function authRoutes(auth: Auth, hooks: AuthRouteHooks = {}) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    if (c.req.method === "POST" && c.req.path === "/api/auth/sign-up/email")
      await hooks.beforeSignUp?.(c.req.raw);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get("clientIp"));
    const request = new Request(c.req.raw, { headers });
    return toApiErrorShape(await auth.handler(request));
  });
}
