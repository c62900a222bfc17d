import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import { actorOfVerified } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import {
  FeaturedOrderRequestSchema,
  FeaturedTalentsResponseSchema,
} from "#shared/admin/featured-talents.schema";
import { listFeaturedForAdmin } from "./featured-order.repository.ts";
import { saveFeaturedOrder } from "./featured-order.service.ts";

const errors = {
  401: { description: "Not signed in" },
  403: { description: "Not an administrator, or the e-mail is not confirmed" },
};
const json = { "application/json": { schema: FeaturedTalentsResponseSchema } };

const listRoute = createRoute({
  method: "get",
  path: "/admin/featured-talents",
  tags: ["Admin"],
  summary: "Every featured talent (any status) by featured order; a missing order counts as 999",
  responses: { 200: { description: "The featured talents", content: json }, ...errors },
});

const orderRoute = createRoute({
  method: "put",
  path: "/admin/featured-talents/order",
  tags: ["Admin"],
  summary: "Save the whole featured order in one transaction (featured_order = position + 1)",
  request: {
    body: { required: true, content: { "application/json": { schema: FeaturedOrderRequestSchema } } },
  },
  responses: {
    200: { description: "The talents in their saved order", content: json },
    400: { description: "Not a list of distinct ids" },
    409: { description: "The list is not exactly the talents featured now" },
    ...errors,
  },
});

export function featuredOrderRoutes(deps: { db: Kysely<Database>; guards: Guards; realtime: RealtimeHub }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      await deps.guards.requireAdmin(c);
      c.header("Cache-Control", "no-store");
      return c.json({ items: await listFeaturedForAdmin(deps.db) }, 200);
    })
    .openapi(orderRoute, async (c) => {
      const admin = actorOfVerified(await deps.guards.requireAdmin(c));
      const items = await saveFeaturedOrder(deps.db, admin, c.req.valid("json").ids);
      // The home carousel follows the new order at once.
      await deps.realtime.publish({ type: "talents.reordered" });
      return c.json({ items }, 200);
    });
}
