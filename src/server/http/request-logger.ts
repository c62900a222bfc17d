import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/lib/logger";
import type { AppEnv } from "./app-env.ts";

/** A read slower than this is logged at info level like a write. */
const SLOW_MS = 1000;

/**
 * Gives each request a child logger carrying its id, and logs one line when it ends: writes,
 * failures and slow reads at info (errors at error), successful reads at debug. A line per read
 * cost a write to the log on every request, and a reverse proxy's access log already has them;
 * LOG_LEVEL=debug brings them back (ADR 24). The line names the path, never the query string: a
 * search near the visitor's position carries it there (ADR 56).
 */
export function requestLogger(root: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const log = root.child({ reqId: c.get("requestId") });
    c.set("log", log);
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const status = c.res.status;
    const read = c.req.method === "GET" || c.req.method === "HEAD";
    const level = status >= 500 ? "error" : read && status < 400 && ms < SLOW_MS ? "debug" : "info";
    if (!log.isLevelEnabled(level)) return;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    log[level](line, status >= 500 ? "request failed" : "request");
  };
}
