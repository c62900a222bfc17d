import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import { actorOfVerified } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import {
  AdminSubscriptionSchema,
  AssignPlanRequestSchema,
  PlanChoiceSchema,
} from "#shared/admin/admin-users.schema";
import { assignPlanToUser, listPlanChoices, listSubscriptionsForAdmin } from "./admin-billing.service.ts";
import { announceSubscriptionChanges } from "./plan-changes.ts";

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

const assignPlanRoute = createRoute({
  method: "put",
  path: "/admin/users/{id}/plan",
  tags: ["Admin"],
  summary: "Give the account a plan: an active subscription for one year, quantity 1",
  request: { params: z.object({ id: z.string().min(1).max(100) }), body: jsonBody(AssignPlanRequestSchema) },
  responses: {
    200: {
      description: "Done",
      content: { "application/json": { schema: z.object({ ok: z.literal(true) }) } },
    },
    400: { description: "No plan chosen" },
    404: { description: "No such user, or the plan is not on offer" },
    409: {
      description: "The account pays for a plan through the payment provider (or owes a payment on it)",
    },
    ...errors,
  },
});

/**
 * The admin panel's billing: the Billing table, the plans on offer, and the Users page's "Assign plan".
 * Mounted under /api like every route; the app's /admin/* guard and each handler check the role.
 */
export function adminBillingRoutes(deps: { db: Kysely<Database>; guards: Guards; realtime: RealtimeHub }) {
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
    })
    .openapi(assignPlanRoute, async (c) => {
      const admin = actorOfVerified(await deps.guards.requireAdmin(c));
      const userId = c.req.valid("param").id;
      const change = await assignPlanToUser(deps.db, admin, { userId, priceId: c.req.valid("json").priceId });
      await announceSubscriptionChanges(deps, [change]);
      return c.json({ ok: true as const }, 200);
    });
}
