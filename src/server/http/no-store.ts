import type { MiddlewareHandler } from "hono";

/** A response that sets a cookie (a session, or its removal) is never kept by a cache. */
export function noStoreWhenSettingCookies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has("set-cookie")) c.header("Cache-Control", "no-store");
  };
}
