import type { ServerResponse } from "node:http";
import type { Context } from "hono";

/**
 * The Node response a request is answered on, when @hono/node-server serves it (it passes
 * `{ incoming, outgoing }` as the app's environment); undefined under `app.request()` (tests, the
 * page renderer's calls to the API). Headers set on it with `setHeader` go out with the answer,
 * merged under those of the Response the app returns (node's writeHead gives the latter precedence),
 * without building a Headers object for them on every request.
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === "function" && !outgoing.headersSent ? outgoing : undefined;
}
