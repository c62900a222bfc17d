import type { Server } from "node:http";
import type { ServerType } from "@hono/node-server";
import type { Logger } from "#server/lib/logger";
import type { Lifecycle } from "./lifecycle.ts";

/**
 * A restart that drops no request (ADR 28). Call the answered function on SIGTERM:
 * 1. drain: new requests are refused with 503 before anything runs (the proxy passes them to another
 *    instance), the health check answers 503, event streams end (browsers reconnect elsewhere);
 * 2. wait until the requests already running have been answered, for at most `finishMs`;
 * 3. close the listener and the idle connections. A connection the proxy opens after that is
 *    refused, and the proxy retries it on another instance.
 */
export function gracefulShutdown(options: {
  server: ServerType;
  lifecycle: Lifecycle;
  log: Logger;
  finishMs: number;
}): () => Promise<void> {
  const server = options.server as Server;
  return async () => {
    const { lifecycle, log } = options;
    lifecycle.startDraining();
    const until = Date.now() + options.finishMs;
    while (lifecycle.inFlight > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (lifecycle.inFlight > 0)
      log.error({ inFlight: lifecycle.inFlight }, "requests still running at close");
    log.info("drained: closing the listener");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
  };
}
