import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validationHook } from "../../http/validation-hook.ts";

const HealthSchema = z.object({ status: z.literal("ok") });

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Answers 200 once the database is reachable",
  responses: {
    200: {
      description: "The service and its database are up",
      content: { "application/json": { schema: HealthSchema } },
    },
    503: { description: "The database cannot be reached" },
  },
});

export function healthRoutes<T>(db: Kysely<T>) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(healthRoute, async (c) => {
    try {
      await sql`select 1`.execute(db);
    } catch {
      throw new AppError("UNAVAILABLE", "The database cannot be reached.");
    }
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const }, 200);
  });
}
