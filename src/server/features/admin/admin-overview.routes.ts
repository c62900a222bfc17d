import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import { AdminOverviewSchema } from "#shared/admin/admin-overview.schema";
import { readAdminOverview } from "./admin-overview.repository.ts";

const overviewRoute = createRoute({
  method: "get",
  path: "/admin/overview",
  tags: ["Admin"],
  summary: "Counts for the admin dashboard: talents by status, accounts, messages and unread messages",
  responses: {
    200: { description: "The counts", content: { "application/json": { schema: AdminOverviewSchema } } },
    401: { description: "Not signed in" },
    403: { description: "Not an administrator" },
  },
});

export function adminOverviewRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(overviewRoute, async (c) => {
    await deps.guards.requireAdmin(c);
    c.header("Cache-Control", "no-store");
    return c.json(await readAdminOverview(deps.db), 200);
  });
}
