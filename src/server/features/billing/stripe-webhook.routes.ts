import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import type { Logger } from "#server/lib/logger";
import { parseProviderEvent } from "#server/payments/provider-events";
import type { StripeProvider } from "#server/payments/stripe-provider";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { processProviderEvents } from "./billing-events.service.ts";

const STRIPE_WEBHOOK_PATH = "/billing/stripe/webhook";

const webhookRoute = createRoute({
  method: "post",
  path: STRIPE_WEBHOOK_PATH,
  tags: ["Billing"],
  summary: "Stripe's webhook: subscription, checkout, invoice, price and product events",
  description:
    "Exists only when Stripe is configured. The body is Stripe's event JSON, verified against the Stripe-Signature header with STRIPE_WEBHOOK_SECRET on the raw bytes (so it is deliberately not parsed by a request schema); only then is it read. An event seen before changes nothing; a failure answers 500, and Stripe retries.",
  request: { headers: z.object({ "stripe-signature": z.string().min(1) }) },
  responses: {
    200: {
      description: "Received (handled, already handled, or of a type Vitrine does not use)",
      content: { "application/json": { schema: z.object({ received: z.literal(true) }) } },
    },
    400: { description: "Missing or invalid signature" },
    500: { description: "Not handled; nothing was changed and Stripe will retry" },
  },
});

/** POST /api/billing/stripe/webhook: Stripe's events, verified on the raw body, into the bookkeeping. */
export function stripeWebhookRoutes(deps: {
  db: Kysely<Database>;
  realtime: RealtimeHub;
  payments: StripeProvider;
  log: Logger;
}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(webhookRoute, async (c) => {
    // The raw bytes, exactly as Stripe signed them: nothing in the app parses this body before.
    // biome-ignore lint/plugin/validated-route-input: the signature is checked over the raw body, which no schema may parse first.
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    const verified = await deps.payments.constructWebhookEvent(
      rawBody,
      c.req.valid("header")["stripe-signature"],
    );
    const event = parseProviderEvent(verified);
    if (event) {
      const [result] = await processProviderEvents(
        {
          db: deps.db,
          realtime: deps.realtime,
          context: {
            provider: "stripe",
            priceIds: deps.payments.priceIds,
            log: c.get("log")?.() ?? deps.log,
          },
        },
        [event],
      );
      c.get("log")?.().info(
        { event: event.id, type: event.type, duplicate: result?.duplicate },
        "stripe event",
      );
    }
    return c.json({ received: true as const }, 200);
  });
}
