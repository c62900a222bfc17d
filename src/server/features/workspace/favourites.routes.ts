import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { validationHook } from "#server/http/validation-hook";
import {
  FavouriteIdsSchema,
  FavouriteStateSchema,
  FavouritesSchema,
  FavouriteTalentParamSchema,
} from "#shared/workspace/favourites.schema";
import {
  addFavourite,
  isPublicTalent,
  listFavouriteCards,
  listFavouriteIds,
  removeFavourite,
} from "./favourites.repository.ts";

const errors = {
  401: { description: "Not signed in" },
  403: { description: "The e-mail address is not confirmed" },
};
const json = <S>(schema: S, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});

const listRoute = createRoute({
  method: "get",
  path: "/me/favourites",
  tags: ["Workspace"],
  summary: "The account's favourite talents as public cards, the newest favourite first",
  responses: { ...json(FavouritesSchema, "The favourites"), ...errors },
});

const idsRoute = createRoute({
  method: "get",
  path: "/me/favourites/ids",
  tags: ["Workspace"],
  summary: "The ids of the account's favourite talents (for the hearts on cards and profiles)",
  responses: { ...json(FavouriteIdsSchema, "The ids"), ...errors },
});

const addRoute = createRoute({
  method: "put",
  path: "/me/favourites/{id}",
  tags: ["Workspace"],
  summary: "Add a public talent to the account's favourites (once: adding again changes nothing)",
  request: { params: FavouriteTalentParamSchema },
  responses: {
    ...json(FavouriteStateSchema, "The talent is among the favourites"),
    404: { description: "No public talent with this id" },
    ...errors,
  },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/me/favourites/{id}",
  tags: ["Workspace"],
  summary: "Remove a talent from the account's favourites (removing one that is not there changes nothing)",
  request: { params: FavouriteTalentParamSchema },
  responses: { ...json(FavouriteStateSchema, "The talent is not among the favourites"), ...errors },
});

/** The favourites of any signed-in account with a confirmed address (talents may keep some too). */
export function favouritesRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const { user } = await deps.guards.requireVerifiedUser(c);
      c.header("Cache-Control", "no-store");
      return c.json({ items: await listFavouriteCards(deps.db, user.id) }, 200);
    })
    .openapi(idsRoute, async (c) => {
      const { user } = await deps.guards.requireVerifiedUser(c);
      c.header("Cache-Control", "no-store");
      return c.json({ ids: await listFavouriteIds(deps.db, user.id) }, 200);
    })
    .openapi(addRoute, async (c) => {
      const { user } = await deps.guards.requireVerifiedUser(c);
      const talentId = c.req.valid("param").id;
      if (!(await isPublicTalent(deps.db, talentId))) {
        throw new AppError("NOT_FOUND", "errors.workspace.favourites.talentNotFound");
      }
      await addFavourite(deps.db, user.id, talentId, new Date());
      return c.json({ talentId, favourite: true }, 200);
    })
    .openapi(removeRoute, async (c) => {
      const { user } = await deps.guards.requireVerifiedUser(c);
      const talentId = c.req.valid("param").id;
      await removeFavourite(deps.db, user.id, talentId);
      return c.json({ talentId, favourite: false }, 200);
    });
}
