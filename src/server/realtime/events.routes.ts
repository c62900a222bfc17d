import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { Auth, AuthSession } from "#server/auth/auth";
import type { Guards } from "#server/auth/guards";
import { isAdminRole } from "#server/auth/policy";
import type { AppEnv } from "#server/http/app-env";
import type { Lifecycle } from "#server/http/lifecycle";
import { validationHook } from "#server/http/validation-hook";
import type { RealtimeHub } from "./realtime-hub.ts";
import { mayHear, type StreamListener } from "./realtime-message.ts";

/** Heartbeat interval, so proxies keep the connection and clients notice a dead one. */
const HEARTBEAT_MS = 25_000;

const streamResponse = {
  description: "The event stream",
  content: { "text/event-stream": { schema: z.string() } },
};

const publicEventsRoute = createRoute({
  method: "get",
  path: "/events",
  tags: ["Live updates"],
  summary:
    "Server-Sent Events for everyone: `change` events ({type, talentId?, slug?}) when a public profile appears, changes or disappears",
  description:
    "Only what visitors can read travels here (`talent.published`, `talent.changed`, `talent.unpublished`, `talents.reordered`, `talents.seeded`). A `ready` event opens the stream and a `ping` follows every 25 s. Reconnect with backoff when it drops.",
  responses: { 200: streamResponse },
});

const signedInEventsRoute = createRoute({
  method: "get",
  path: "/me/events",
  tags: ["Live updates"],
  summary: "Server-Sent Events for a signed-in account: its own profile's changes; for admins, every change",
  description:
    "An account hears the events of its own profile (`talent.created`, `talent.saved`, `talent.approved`, `talent.rejected`, `talent.deleted`); administrators hear those of every profile and `message.received`. Public changes travel on `/api/events`. The session is checked again with every heartbeat; the stream ends when it is gone.",
  responses: {
    200: streamResponse,
    401: { description: "Not signed in" },
    403: { description: "E-mail not confirmed" },
  },
});

const listenerOf = (session: AuthSession): StreamListener => ({
  stream: "signed-in",
  userId: session.user.id,
  isAdmin: isAdminRole(session.user.role),
});

const sameListener = (a: StreamListener, b: StreamListener) => JSON.stringify(a) === JSON.stringify(b);

type StreamDeps = {
  hub: RealtimeHub;
  heartbeatMs: number;
  lifecycle: Pick<Lifecycle, "onDrain"> | undefined;
};

/**
 * Streams the hub's messages that the listener may hear. `stillAllowed` runs with every heartbeat;
 * when it answers false (signed out, demoted, deleted) the stream ends. It also ends when the
 * instance closes for a restart: the browser reconnects, through the load balancer, to another one.
 */
function openStream(
  c: Context<AppEnv>,
  { hub, heartbeatMs, lifecycle }: StreamDeps,
  listener: StreamListener,
  stillAllowed: () => Promise<boolean> = async () => true,
) {
  c.header("Cache-Control", "no-store");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    let id = 0;
    const unsubscribe = hub.subscribe((message) => {
      if (!mayHear(listener, message)) return;
      id += 1;
      void stream.writeSSE({ event: "change", data: JSON.stringify(message.event), id: String(id) });
    });
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
      stream.onAbort(resolve);
    });
    const forget = lifecycle?.onDrain(end);
    await stream.writeSSE({ event: "ready", data: "{}", retry: 3000 });
    const heartbeat = setInterval(() => {
      void stillAllowed()
        .catch(() => false)
        .then((allowed) => (allowed ? stream.writeSSE({ event: "ping", data: "{}" }) : end()));
    }, heartbeatMs);
    await ended;
    clearInterval(heartbeat);
    unsubscribe();
    forget?.();
  }) as never;
}

/** GET /api/events (everyone) and GET /api/me/events (signed-in accounts with a confirmed e-mail). */
export function eventsRoutes(deps: {
  hub: RealtimeHub;
  guards: Guards;
  auth: Auth;
  heartbeatMs?: number;
  lifecycle?: Pick<Lifecycle, "onDrain">;
}) {
  const streams: StreamDeps = {
    hub: deps.hub,
    heartbeatMs: deps.heartbeatMs ?? HEARTBEAT_MS,
    lifecycle: deps.lifecycle,
  };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(publicEventsRoute, (c) => openStream(c, streams, { stream: "public" }))
    .openapi(signedInEventsRoute, async (c) => {
      const listener = listenerOf(await deps.guards.requireVerifiedUser(c));
      // biome-ignore lint/plugin/validated-route-input: the session cookie, kept to check the session again while the stream is open; not input.
      const headers = new Headers({ cookie: c.req.header("cookie") ?? "" });
      return openStream(c, streams, listener, async () => {
        const session = await deps.auth.api.getSession({ headers });
        return !!session?.user.emailVerified && sameListener(listenerOf(session), listener);
      });
    });
}
