/**
 * TEMPORARY, for the client branch only: the types of the comp card routes the server branch adds
 * (`GET` and `PUT /api/me/comp-card`), so that the client's typed calls compile before it lands. It
 * is never mounted. Delete this file and its line in `ApiRouteGroups` (app.ts) when merging: the
 * server's own route definitions take its place.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { CompCardSettingsSchema } from "#shared/comp-cards/comp-card.schema";

const ownRoute = createRoute({
  method: "get",
  path: "/me/comp-card",
  responses: {
    200: {
      description: "The settings, the approved gallery's photos and whether a card can be made",
      content: {
        "application/json": {
          schema: z.object({
            settings: CompCardSettingsSchema,
            pictures: z.array(
              z.object({
                id: z.string(),
                url: z.string(),
                width: z.number(),
                height: z.number(),
                description: z.string(),
              }),
            ),
            available: z.boolean(),
          }),
        },
      },
    },
    404: { description: "No talent profile" },
  },
});

const saveRoute = createRoute({
  method: "put",
  path: "/me/comp-card",
  request: { body: jsonBody(CompCardSettingsSchema) },
  responses: {
    200: {
      description: "The saved settings",
      content: { "application/json": { schema: z.object({ settings: CompCardSettingsSchema }) } },
    },
    400: { description: "A picture is not in the approved gallery" },
  },
});

export function pendingCompCardRoutes() {
  const pending = (): never => {
    throw new Error("The comp card routes come with the server branch");
  };
  return new OpenAPIHono<AppEnv>().openapi(ownRoute, pending).openapi(saveRoute, pending);
}
