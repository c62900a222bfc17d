import type { MiddlewareHandler } from "hono";

/**
 * Where an instance is in its life, for a graceful restart (ADR 28): serving; draining (the health
 * check answers 503 so load balancers stop choosing it, every answer closes its connection, requests
 * are still served); closed (the listener is shut, open event streams end so their clients reconnect
 * elsewhere, in-flight requests finish).
 */
export type Lifecycle = {
  readonly draining: boolean;
  startDraining: () => void;
  /** Tells the long-lived responses (event streams) to end. */
  close: () => void;
  /** Calls back when `close` is called (at once if it was); answers the function that forgets it. */
  onClose: (listener: () => void) => () => void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  let closed = false;
  const listeners = new Set<() => void>();
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    close() {
      draining = true;
      closed = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    onClose(listener) {
      if (closed) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** While draining, each answer asks the client (the proxy) not to reuse the connection. */
export function closeConnectionsWhileDraining(lifecycle: Lifecycle): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (lifecycle.draining) c.header("Connection", "close");
  };
}
