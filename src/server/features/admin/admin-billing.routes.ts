import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { AdminSubscriptionSchema, PlanChoiceSchema } from "#shared/admin/admin-users.schema";
import type { Guards } from "../../auth/guards.ts";
import type { Database } from "../../db/schema.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validationHook } from "../../http/validation-hook.ts";
import { listPlanChoices, listSubscriptionsForAdmin } from "../billing/admin-billing.service.ts";

const errors = {
  401: { description: "Not signed in" },
  403: { description: "Not an administrator, or the e-mail is not confirmed" },
};

const subscriptionsRoute = createRoute({
  method: "get",
  path: "/admin/subscriptions",
  tags: ["Admin"],
  summary: "Every subscription with its account's e-mail, plan, status and period end",
  responses: {
    200: {
      description: "The subscriptions, soonest renewal first",
      content: { "application/json": { schema: z.object({ items: z.array(AdminSubscriptionSchema) }) } },
    },
    ...errors,
  },
});

const plansRoute = createRoute({
  method: "get",
  path: "/admin/plans",
  tags: ["Admin"],
  summary: "The plans an administrator can assign: the active prices with their product names",
  responses: {
    200: {
      description: "The plans, cheapest first",
      content: { "application/json": { schema: z.object({ plans: z.array(PlanChoiceSchema) }) } },
    },
    ...errors,
  },
});

/** The admin Billing table and the assign-plan choices, read through the billing service. */
export function adminBillingRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(subscriptionsRoute, async (c) => {
      await deps.guards.requireAdmin(c);
      c.header("Cache-Control", "no-store");
      const items = await listSubscriptionsForAdmin(deps.db);
      return c.json({ items: items.map((item) => AdminSubscriptionSchema.parse(item)) }, 200);
    })
    .openapi(plansRoute, async (c) => {
      await deps.guards.requireAdmin(c);
      c.header("Cache-Control", "no-store");
      return c.json({ plans: await listPlanChoices(deps.db) }, 200);
    });
}
