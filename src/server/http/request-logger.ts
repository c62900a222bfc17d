import type { MiddlewareHandler } from "hono";
import type { Logger } from "../lib/logger.ts";
import type { AppEnv } from "./app-env.ts";

/** Gives each request a child logger carrying its id, and logs one line when it ends. */
export function requestLogger(root: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const log = root.child({ reqId: c.get("requestId") });
    c.set("log", log);
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) log.error(line, "request failed");
    else log.info(line, "request");
  };
}
