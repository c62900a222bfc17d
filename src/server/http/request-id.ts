import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { nodeResponse } from "./node-response.ts";

const MAX_LENGTH = 255;
const UNSAFE = /[^\w\-=]/;

/**
 * A request's id: the caller's X-Request-Id when it is short and plain (a proxy's id carries through),
 * else a random UUID; kept for the logs and sent back in X-Request-Id (as hono/request-id does, but
 * written on the Node response when there is one, which spares every answer a Headers object).
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let id = c.req.header("x-request-id");
    if (!id || id.length > MAX_LENGTH || UNSAFE.test(id)) id = crypto.randomUUID();
    c.set("requestId", id);
    const outgoing = nodeResponse(c);
    if (outgoing) outgoing.setHeader("X-Request-Id", id);
    else c.header("X-Request-Id", id);
    await next();
  };
}
