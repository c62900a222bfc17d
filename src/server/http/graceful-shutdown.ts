import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { ServerType } from "@hono/node-server";
import type { Logger } from "../lib/logger.ts";
import type { Lifecycle } from "./lifecycle.ts";

/**
 * A restart that drops no request (ADR 28). Call the answered function on SIGTERM:
 * 1. drain: the health check answers 503 and every answer carries `Connection: close`, while
 *    requests are still served, until no connection is left or `drainMs` passed (the proxy closes
 *    its idle keep-alive connections to us within that time, so it never sends on one we close);
 * 2. close: the listener shuts (new connections are refused, which a proxy retries on another
 *    instance, whatever the method), idle connections close, event streams end;
 * 3. resolve once every in-flight request has been answered.
 */
export function gracefulShutdown(options: {
  server: ServerType;
  lifecycle: Lifecycle;
  log: Logger;
  drainMs: number;
}): () => Promise<void> {
  const server = options.server as Server;
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  return async () => {
    options.lifecycle.startDraining();
    const until = Date.now() + options.drainMs;
    while (sockets.size > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    options.log.info({ openConnections: sockets.size }, "drained: closing the listener");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    options.lifecycle.close();
    server.closeIdleConnections();
    await closed;
  };
}
