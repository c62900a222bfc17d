import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { validationHook } from "#server/http/validation-hook";
import { describePlace } from "#server/places/place-lookup";
import { searchPlaces } from "#server/places/place-search";
import {
  PlaceLanguageQuerySchema,
  PlaceParamsSchema,
  PlaceSchema,
  PlaceSuggestionsSchema,
  PlacesQuerySchema,
} from "#shared/places/places.schema";

/** The gazetteer changes only with a release: browsers and proxies may keep answers for a day. */
const CACHE = "public, max-age=86400";

const searchRoute = createRoute({
  method: "get",
  path: "/places",
  tags: ["Places"],
  summary:
    "Places of the gazetteer (GeoNames, population 1000 or more) whose name starts with the text, for a location field: at most 8, whole names first, then by population",
  request: { query: PlacesQuerySchema },
  responses: {
    200: {
      description: "The suggestions, labelled in the language asked for",
      content: { "application/json": { schema: PlaceSuggestionsSchema } },
    },
    400: { description: "The text is empty or longer than 80 characters" },
  },
});

const placeRoute = createRoute({
  method: "get",
  path: "/places/{id}",
  tags: ["Places"],
  summary: "One place of the gazetteer by its GeoNames id, with its coordinates",
  request: { params: PlaceParamsSchema, query: PlaceLanguageQuerySchema },
  responses: {
    200: { description: "The place", content: { "application/json": { schema: PlaceSchema } } },
    404: { description: "The gazetteer has no place with this id" },
  },
});

/** The place search and lookup: public, read from the gazetteer shipped with the app (ADR 55). */
export function placesRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(searchRoute, (c) => {
      const { q, lang } = c.req.valid("query");
      c.header("Cache-Control", CACHE);
      return c.json({ places: searchPlaces(q, lang) }, 200);
    })
    .openapi(placeRoute, (c) => {
      const { id } = c.req.valid("param");
      const { lang } = c.req.valid("query");
      const place = describePlace(id, lang);
      if (!place) throw new AppError("NOT_FOUND", "places.errors.notFound");
      c.header("Cache-Control", CACHE);
      return c.json(place, 200);
    });
}
