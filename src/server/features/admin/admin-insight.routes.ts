import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import { AdminInsightSchema, InsightQuerySchema } from "#shared/admin/admin-insight.schema";
import { readAdminInsight } from "./admin-insight.repository.ts";

const insightRoute = createRoute({
  method: "get",
  path: "/admin/insight",
  tags: ["Admin"],
  summary:
    "The admin dashboard's charts: sign-ups, review decisions and inquiries per ISO week (UTC), the review queue, active plans and monthly revenue",
  request: { query: InsightQuerySchema },
  responses: {
    200: { description: "The figures", content: { "application/json": { schema: AdminInsightSchema } } },
    400: { description: "A range other than 12, 26 or 52 weeks" },
    401: { description: "Not signed in" },
    403: { description: "Not an administrator" },
  },
});

export function adminInsightRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(insightRoute, async (c) => {
    await deps.guards.requireAdmin(c);
    const { weeks } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(await readAdminInsight(deps.db, Number(weeks), new Date()), 200);
  });
}
