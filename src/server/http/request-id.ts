import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { requestHeader } from "./request-header.ts";
import { siteResponse } from "./site-response.ts";

const MAX_LENGTH = 255;
const UNSAFE = /[^\w\-=]/;

/**
 * A request's id: the caller's X-Request-Id when it is short and plain (a proxy's id carries through),
 * else a random UUID; kept for the logs and sent back in X-Request-Id (as hono/request-id does). The
 * site's node server writes it with the answer's head (site-response.ts); elsewhere it is set on the
 * Response.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    let id = requestHeader(c, "x-request-id");
    if (!id || id.length > MAX_LENGTH || UNSAFE.test(id)) id = crypto.randomUUID();
    c.set("requestId", id);
    const outgoing = siteResponse(c);
    if (outgoing) outgoing.requestId = id;
    else c.header("X-Request-Id", id);
    return next();
  };
}
