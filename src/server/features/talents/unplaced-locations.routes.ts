import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import { actorOfVerified } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import { UnplacedLocationsSchema } from "#shared/places/unplaced-locations.schema";
import { listUnplacedLocations } from "./unplaced-locations.repository.ts";

const listRoute = createRoute({
  method: "get",
  path: "/admin/unplaced-locations",
  tags: ["Admin"],
  summary:
    "Profiles whose location is free text that names no place of the gazetteer, for the administrators to link (ADR 55)",
  responses: {
    200: {
      description: "At most 200, by location then name, and how many there are",
      content: { "application/json": { schema: UnplacedLocationsSchema } },
    },
    401: { description: "Not signed in" },
    403: { description: "Not an administrator, or the e-mail is not confirmed" },
  },
});

export function unplacedLocationsRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(listRoute, async (c) => {
    actorOfVerified(await deps.guards.requireAdmin(c));
    c.header("Cache-Control", "private, no-store");
    return c.json(await listUnplacedLocations(deps.db), 200);
  });
}
