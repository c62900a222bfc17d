import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import type { ChangeEvent } from "#shared/realtime/change-event";
import type { AppEnv } from "../http/app-env.ts";
import { validationHook } from "../http/validation-hook.ts";
import type { RealtimeHub } from "./realtime-hub.ts";

/** Heartbeat interval, so proxies keep the connection and clients notice a dead one. */
export const HEARTBEAT_MS = 25_000;

const eventsRoute = createRoute({
  method: "get",
  path: "/events",
  tags: ["Live updates"],
  summary:
    "Server-Sent Events: `change` events ({type, talentId?, slug?}) whenever a talent others can see changes",
  description:
    "A `ready` event opens the stream and a `ping` follows every 25 s. Reconnect with backoff when it drops.",
  responses: {
    200: { description: "The event stream", content: { "text/event-stream": { schema: z.string() } } },
  },
});

/** Changes about one account (its subscription) are private: they never go out on the public stream. */
export function isPublicChange(event: ChangeEvent): boolean {
  return event.type !== "subscription.changed";
}

/** GET /api/events: a Server-Sent Events stream of changes that others can see. */
export function eventsRoutes(hub: RealtimeHub) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(eventsRoute, (c) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let id = 0;
      const unsubscribe = hub.subscribe((event) => {
        if (!isPublicChange(event)) return;
        id += 1;
        void stream.writeSSE({ event: "change", data: JSON.stringify(event), id: String(id) });
      });
      await stream.writeSSE({ event: "ready", data: "{}", retry: 3000 });
      const heartbeat = setInterval(() => void stream.writeSSE({ event: "ping", data: "{}" }), HEARTBEAT_MS);
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      clearInterval(heartbeat);
      unsubscribe();
    }) as never;
  });
}
