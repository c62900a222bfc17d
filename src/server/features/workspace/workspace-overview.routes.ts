import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import { WorkspaceOverviewSchema } from "#shared/workspace/workspace-overview.schema";
import { countFavourites } from "./favourites.repository.ts";
import { countSavedSearches, countShortlists } from "./workspace-overview.repository.ts";

const overviewRoute = createRoute({
  method: "get",
  path: "/me/workspace",
  tags: ["Workspace"],
  summary: "The workspace overview: how many favourites, shortlists and saved searches the account keeps",
  description:
    "newInSavedSearches counts the talents new in the account's saved searches since its last visit of them.",
  responses: {
    200: { description: "The counts", content: { "application/json": { schema: WorkspaceOverviewSchema } } },
    401: { description: "Not signed in" },
    403: { description: "The e-mail address is not confirmed" },
  },
});

export type WorkspaceOverviewDeps = {
  db: Kysely<Database>;
  guards: Guards;
  /** Talents new in the account's saved searches since its last visit (the saved searches count them). */
  newInSavedSearches: (userId: string) => Promise<number>;
};

export function workspaceOverviewRoutes(deps: WorkspaceOverviewDeps) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(overviewRoute, async (c) => {
    const { user } = await deps.guards.requireVerifiedUser(c);
    const [favourites, shortlists, savedSearches, newInSavedSearches] = await Promise.all([
      countFavourites(deps.db, user.id),
      countShortlists(deps.db, user.id),
      countSavedSearches(deps.db, user.id),
      deps.newInSavedSearches(user.id),
    ]);
    c.header("Cache-Control", "no-store");
    return c.json({ favourites, shortlists, savedSearches, newInSavedSearches }, 200);
  });
}
