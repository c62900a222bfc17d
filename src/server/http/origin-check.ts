import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery check for state-changing requests: a browser always sends Origin (and
 * Sec-Fetch-Site) with them; a foreign origin is refused. Clients without them (curl, webhooks) pass,
 * since they carry no victim's cookies.
 */
export function originCheck(allowedOrigin: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if ((origin && origin !== allowedOrigin) || site === "cross-site") {
        throw new AppError("FORBIDDEN", "errors.http.crossSite");
      }
    }
    await next();
  };
}
