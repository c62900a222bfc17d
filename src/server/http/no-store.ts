import type { Context, MiddlewareHandler, Next } from "hono";
import { siteResponse } from "./site-response.ts";

/**
 * A response that sets a cookie (a session, or its removal) is never kept by a cache. The site's node
 * server sees to it as it writes the answer's head (site-response.ts); elsewhere this sets it on the
 * Response.
 */
export function noStoreWhenSettingCookies(): MiddlewareHandler {
  return (c, next) => (siteResponse(c) ? next() : noStoreIfSettingCookies(c, next));
}

async function noStoreIfSettingCookies(c: Context, next: Next) {
  await next();
  if (c.res.headers.has("set-cookie")) c.header("Cache-Control", "no-store");
}
