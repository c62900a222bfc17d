import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/** Finds the client's address once: the socket, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) ip = c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || undefined;
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // In-process requests (tests) have no socket.
      }
    }
    c.set("clientIp", ip ?? "unknown");
    await next();
  };
}
