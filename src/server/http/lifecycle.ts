import type { MiddlewareHandler } from "hono";
import type { ApiErrorBody } from "#shared/errors";
import { serverT } from "#shared/i18n/server-i18n";
import { requestLanguage } from "./request-language.ts";

/**
 * Where an instance is in its life, for a graceful restart (ADR 28): serving; draining (new requests
 * are refused with 503 before anything runs, so the proxy sends them to another instance, and open
 * event streams end so their clients reconnect elsewhere; requests already running finish).
 */
export type Lifecycle = {
  readonly draining: boolean;
  /** Requests being answered right now (an event stream counts until its response has started). */
  readonly inFlight: number;
  startDraining: () => void;
  /** Calls back when draining starts (at once if it has); answers the function that forgets it. */
  onDrain: (listener: () => void) => () => void;
  /** Counts a request from its start to its answer. */
  track: <T>(answer: () => Promise<T>) => Promise<T>;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  let inFlight = 0;
  const listeners = new Set<() => void>();
  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    startDraining() {
      draining = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    onDrain(listener) {
      if (draining) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async track(answer) {
      inFlight += 1;
      try {
        return await answer();
      } finally {
        inFlight -= 1;
      }
    },
  };
}

/**
 * While draining, a new request is answered 503 before any of it runs, so that the proxy may safely
 * pass it, whatever its method, to another instance (docs/deploy/nginx.conf retries 503s). The health
 * check still answers, saying why. Requests that started before keep running, and are counted.
 */
export function refuseWhileDraining(lifecycle: Lifecycle): MiddlewareHandler {
  return async (c, next) => {
    if (lifecycle.draining && c.req.path !== "/api/health") {
      c.header("Connection", "close");
      c.header("Retry-After", "1");
      return c.json(
        {
          error: {
            code: "UNAVAILABLE",
            message: serverT(requestLanguage(c))("errors.server.restarting"),
          },
        } satisfies ApiErrorBody,
        503,
      );
    }
    await lifecycle.track(next);
    if (lifecycle.draining) c.header("Connection", "close");
  };
}
