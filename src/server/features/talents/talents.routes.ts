import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { findLivePlan } from "#server/accounts/account-plan";
import type { Guards } from "#server/auth/guards";
import { actorOf, mayViewTalent } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import type { PublicCache } from "#server/http/public-cache";
import { validationHook } from "#server/http/validation-hook";
import { toPublicTalent } from "#server/talent-records/talent-record";
import { findPublicTalentBySlug, findWorkingTalentBySlug } from "#server/talent-records/talents.repository";
import { EYE_COLOURS, HAIR_COLOURS } from "#shared/measurements/fields";
import {
  PublicProfileTalentSchema,
  TalentCardSchema,
  TalentFacetsSchema,
} from "#shared/talents/talent.schema";
import { DISTANCE_RADII_KM, isDistanceParam, shownDistanceKm } from "#shared/talents/talent-distance";
import {
  isEyeColour,
  isHairColour,
  isShoeSizeFilter,
  isWholeNumberFilter,
} from "#shared/talents/talent-filter-params";
import {
  TALENTS_PAGE_SIZE,
  talentFiltersFromQuery,
  talentFiltersToSearchParams,
} from "#shared/talents/talent-filters";
import { findResponseTime } from "./response-time.repository.ts";
import { distanceOfFilters, type PlaceCentre } from "./talent-distance-centre.ts";
import { decodeTalentListCursor, encodeTalentListCursor } from "./talent-list-cursor.ts";
import {
  approvedTalentFacets,
  approvedTalentTotal,
  listApprovedTalentCards,
  listFeaturedTalentCards,
  listMatchingTalentCards,
  listRelatedTalentCards,
} from "./talents-query.repository.ts";

/** Public answers revalidate every time; the response cache answers that with a 304 (ADR 24). */
const PUBLIC_CACHE = "public, max-age=0, must-revalidate";
const oneOrMany = z.union([z.string(), z.array(z.string())]).optional();

/** A number filter of the measurements: absent, empty, or a number the rule accepts (else 400). */
const measurementBound = (accepts: (n: number) => boolean, message: string, description?: string) =>
  z
    .string()
    .refine((value) => value === "" || (/^\d+(\.\d+)?$/.test(value) && accepts(Number(value))), message)
    .optional()
    .openapi(description ? { description } : {});
const centimetres = (description?: string) =>
  measurementBound(isWholeNumberFilter, "errors.talents.filterCentimetres", description);
const shoeSize = (description?: string) =>
  measurementBound(isShoeSizeFilter, "errors.talents.filterShoeSize", description);
/** A colour filter: one value or several, each from its list (else 400). */
const colours = (known: (value: string) => boolean, description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .refine((value) => [value].flat().every(known), "measurements.validation.choice")
    .optional()
    .openapi({ description });

/** A distance parameter: absent, empty, or a value the rule accepts (else 400). */
const distanceParam = (accepts: (value: string) => boolean, message: string, description: string) =>
  z
    .string()
    .refine((value) => value === "" || accepts(value), message)
    .optional()
    .openapi({ description });

const listRoute = createRoute({
  method: "get",
  path: "/talents",
  tags: ["Talents"],
  summary: "Approved talents, newest first, filtered and paged on the server (24 a page)",
  description:
    "Repeat a list key to select several values (any matches). q matches the name or subcategory, case-insensitively. All active filters hold together.",
  request: {
    query: z.object({
      q: z.string().optional(),
      category: oneOrMany,
      subcategory: oneOrMany,
      location: oneOrMany,
      languages: oneOrMany.openapi({ description: "Language codes" }),
      payment: oneOrMany.openapi({ description: "PAY and/or TFP" }),
      ageMin: z.string().optional(),
      ageMax: z.string().optional(),
      heightMin: centimetres(
        "Whole centimetres from 0 to 1000, else 400; the measurements of models, actors and dancers (an entry in inches rounded), as for bust, waist, hips and inseam",
      ),
      heightMax: centimetres(),
      bustMin: centimetres(),
      bustMax: centimetres(),
      waistMin: centimetres(),
      waistMax: centimetres(),
      hipsMin: centimetres(),
      hipsMax: centimetres(),
      inseamMin: centimetres(),
      inseamMax: centimetres(),
      shoeMin: shoeSize("EU shoe size, whole or half (39.5)"),
      shoeMax: shoeSize(),
      hair: colours(isHairColour, `Hair colours, any of: ${HAIR_COLOURS.join(", ")}`),
      eyes: colours(isEyeColour, `Eye colours, any of: ${EYE_COLOURS.join(", ")}`),
      place: distanceParam(
        (value) => isDistanceParam("place", value),
        "distance.errors.place",
        "A search by distance around a place of the gazetteer: its GeoNames id (GET /api/places); talents nearest first, each with its distance",
      ),
      near: distanceParam(
        (value) => isDistanceParam("near", value),
        "distance.errors.near",
        "A search by distance around a position, latitude,longitude in degrees (-90..90, -180..180) with two decimals at most (about 1 km); place wins when both are given",
      ),
      radius: distanceParam(
        (value) => isDistanceParam("radius", value),
        "distance.errors.radius",
        `Kilometres around place or near, one of ${DISTANCE_RADII_KM.join(", ")}; 50 when absent`,
      ),
      cursor: z
        .string()
        .max(200)
        .optional()
        .openapi({ description: "The nextCursor of the previous page; absent for the first page" }),
    }),
  },
  responses: {
    200: {
      description: "One page of results",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(
              TalentCardSchema.extend({
                distanceKm: z.number().optional().openapi({
                  description:
                    "In a search by distance: how far the talent's place is from the centre, in kilometres (tenths under 10 km)",
                }),
              }),
            ),
            total: z
              .number()
              .int()
              .optional()
              .openapi({ description: "How many talents match; on the first page only" }),
            totalCapped: z.boolean().optional().openapi({
              description:
                "Present (true) when more talents match than total says: a filtered list counts its matches up to 1,000",
            }),
            pageSize: z.number().int(),
            nextCursor: z
              .string()
              .nullable()
              .openapi({ description: "Where the next page starts; null at the end" }),
          }),
        },
      },
    },
    400: {
      description:
        "The cursor is not one this API gave out (or not of this order), or a measurement or distance filter is not valid",
    },
    404: { description: "The place is not one of the gazetteer's" },
  },
});

const facetsRoute = createRoute({
  method: "get",
  path: "/talents/facets",
  tags: ["Talents"],
  summary: "The options of each filter group, with counts, from approved talents only",
  responses: {
    200: { description: "Options", content: { "application/json": { schema: TalentFacetsSchema } } },
  },
});

const featuredRoute = createRoute({
  method: "get",
  path: "/talents/featured",
  tags: ["Talents"],
  summary: "Featured approved talents, by featured order (a missing order counts as 999)",
  responses: {
    200: {
      description: "Featured talents",
      content: { "application/json": { schema: z.object({ items: z.array(TalentCardSchema) }) } },
    },
  },
});

const bySlugRoute = createRoute({
  method: "get",
  path: "/talents/by-slug/{slug}",
  tags: ["Talents"],
  summary:
    "One profile with up to 4 related talents: its approved version; a profile that is not public (or the new address of a change under review) only for its owner and the admins",
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: {
      description: "The profile",
      content: {
        "application/json": {
          schema: z.object({ talent: PublicProfileTalentSchema, related: z.array(TalentCardSchema) }),
        },
      },
    },
    404: { description: "No public profile has this slug" },
  },
});

export function talentsRoutes(deps: {
  db: Kysely<Database>;
  guards: Guards;
  publicCache: PublicCache;
  placeCentre: PlaceCentre;
}) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // The public reads only, each path once, so an answer goes through the cache once.
  for (const path of ["/talents", "/talents/facets", "/talents/featured", "/talents/by-slug/:slug"]) {
    app.use(path, deps.publicCache.middleware);
  }
  return app
    .openapi(listRoute, async (c) => {
      const query = c.req.valid("query");
      const filters = talentFiltersFromQuery(query);
      const distance = distanceOfFilters(filters, deps.placeCentre);
      if (distance === null) throw new AppError("NOT_FOUND", "distance.errors.unknownPlace");
      const token = query.cursor;
      const after = token ? decodeTalentListCursor(token) : undefined;
      // A cursor of the other order (by distance or by date) would skip or repeat talents.
      if (token && (!after || (after.distanceM !== undefined) !== Boolean(distance))) {
        throw new AppError("VALIDATION_FAILED", "errors.talents.badCursor");
      }
      // Without a filter the total is the one kept with the statuses; with one, the matches are
      // counted up to a bound (ADR 62) by the read that gives the page, and the count chooses the
      // page's plan. The first page carries the total; the client keeps it while it loads more.
      const unfiltered = !distance && talentFiltersToSearchParams(filters).size === 0;
      const [page, kept] = await Promise.all([
        unfiltered
          ? listApprovedTalentCards(deps.db, filters, TALENTS_PAGE_SIZE, after).then((read) => ({
              ...read,
              total: undefined,
            }))
          : listMatchingTalentCards(deps.db, filters, TALENTS_PAGE_SIZE, after, distance),
        unfiltered && !after ? approvedTalentTotal(deps.db) : undefined,
      ]);
      const total = after ? undefined : (page.total ?? { count: kept ?? 0, capped: false });
      // A visitor's position is kept nowhere, not even in the response cache (ADR 56).
      c.header("Cache-Control", query.near ? "private, no-store" : PUBLIC_CACHE);
      return c.json(
        {
          items: page.items.map(({ distanceM, ...card }) =>
            distanceM === undefined ? card : { ...card, distanceKm: shownDistanceKm(distanceM) },
          ),
          ...(total === undefined
            ? {}
            : { total: total.count, ...(total.capped ? { totalCapped: true } : {}) }),
          pageSize: TALENTS_PAGE_SIZE,
          nextCursor: page.next ? encodeTalentListCursor(page.next) : null,
        },
        200,
      );
    })
    .openapi(facetsRoute, async (c) => {
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.json(await approvedTalentFacets(deps.db), 200);
    })
    .openapi(featuredRoute, async (c) => {
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.json({ items: await listFeaturedTalentCards(deps.db) }, 200);
    })
    .openapi(bySlugRoute, async (c) => {
      const { slug } = c.req.valid("param");
      // A live profile answers with its approved version, to everyone alike: a change that waits for
      // review is shown to its owner and the admins in the dashboard and the panel, never here.
      let talent = await findPublicTalentBySlug(deps.db, slug);
      if (talent) {
        c.header("Cache-Control", PUBLIC_CACHE);
      } else {
        talent = await findWorkingTalentBySlug(deps.db, slug);
        const actor = talent ? actorOf(await deps.guards.optionalSession(c)) : null;
        if (!talent || !mayViewTalent(actor, talent))
          throw new AppError("NOT_FOUND", "errors.talents.profileNotFound");
        c.header("Cache-Control", "private, no-store");
      }
      const related = await listRelatedTalentCards(deps.db, talent);
      const livePlan = await findLivePlan(deps.db, talent.userId);
      // The badge is computed on each uncached read; the public cache keeps an answer for a minute at
      // most and is cleared when a talent first answers a thread (ADR 53).
      const responseTime = await findResponseTime(deps.db, talent.id);
      return c.json({ talent: { ...toPublicTalent(talent, livePlan), responseTime }, related }, 200);
    });
}
