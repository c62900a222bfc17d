import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Guards } from "#server/auth/guards";
import type { BotCheck } from "#server/botcheck/botcheck";
import { requireBotCheck } from "#server/botcheck/require-bot-check";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import {
  CancellationConfirmedSchema,
  CancellationConfirmSchema,
  CancellationReceiptSchema,
  CancellationRequestSchema,
} from "#shared/billing/cancellation.schema";
import { type CancellationDeps, confirmCancellation, receiveCancellation } from "./cancellation.service.ts";

const TAG = "Cancellation";

const cancelRoute = createRoute({
  method: "post",
  path: "/cancellations",
  tags: [TAG],
  summary:
    "The cancellation button (§ 312k BGB): cancel a contract, signed in or not (bot check in the X-Altcha header; limited per address)",
  description:
    "Stored and confirmed at once by e-mail, in `language`. Signed in, the account's own plan is set to end at its billing period's end, as the billing portal's cancel does. Not signed in, an address whose account has such a plan gets a one-click link (single use, 7 days) that does it; anything else goes to the admin inbox for a person to handle. The answer says no more than the person may know: only a signed-in account learns that its plan ends, and when.",
  request: {
    headers: z.object({ "x-altcha": z.string().optional() }),
    body: jsonBody(CancellationRequestSchema),
  },
  responses: {
    201: {
      description: "Received: the confirmation of receipt",
      content: { "application/json": { schema: CancellationReceiptSchema } },
    },
    400: { description: "A field is invalid (an extraordinary cancellation needs its reason)" },
    422: { description: "The bot check is missing or failed" },
    429: { description: "Too many messages from this address" },
  },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/cancellations/confirm",
  tags: [TAG],
  summary: "The one-click link of a cancellation's confirmation of receipt: carries the cancellation out",
  request: { body: jsonBody(CancellationConfirmSchema) },
  responses: {
    200: {
      description: "Carried out (the plan ends at its period's end), or handed to our team",
      content: { "application/json": { schema: CancellationConfirmedSchema } },
    },
    400: { description: "No token" },
    404: { description: "No such link" },
    410: { description: "The link was used already, or is older than 7 days" },
  },
});

/** The cancellation button's routes: open to everyone, signed in or not (ADR 47). */
export function cancellationRoutes(deps: CancellationDeps & { guards: Guards; botCheck: BotCheck }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(cancelRoute, async (c) => {
      const input = c.req.valid("json");
      await requireBotCheck(deps.botCheck, c.req.valid("header")["x-altcha"]);
      const session = await deps.guards.optionalSession(c);
      const receipt = await receiveCancellation(deps, input, {
        ip: c.get("clientIp"),
        userId: session?.user.id ?? null,
      });
      c.header("Cache-Control", "private, no-store");
      return c.json(receipt, 201);
    })
    .openapi(confirmRoute, async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await confirmCancellation(deps, c.req.valid("json").token), 200);
    });
}
