import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { etag } from "hono/etag";
import type { Kysely } from "kysely";
import {
  PublicTalentSchema,
  type Talent,
  TalentCardSchema,
  TalentFacetsSchema,
} from "#shared/talents/talent.schema";
import { parseTalentFilters, TALENTS_PAGE_SIZE } from "#shared/talents/talent-filters";
import type { Guards } from "../../auth/guards.ts";
import { actorOf, mayViewTalent } from "../../auth/policy.ts";
import type { Database } from "../../db/schema.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validationHook } from "../../http/validation-hook.ts";
import { toPublicTalent } from "./talent-record.ts";
import { findTalentBySlug } from "./talents.repository.ts";
import {
  approvedTalentFacets,
  listApprovedTalents,
  listFeaturedTalents,
  listRelatedTalents,
} from "./talents-query.repository.ts";

const PUBLIC_CACHE = "public, max-age=0, must-revalidate";
const oneOrMany = z.union([z.string(), z.array(z.string())]).optional();

const toCard = (talent: Talent) => TalentCardSchema.parse(toPublicTalent(talent));

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
      heightMin: z.string().optional().openapi({ description: "Centimetres (visual arts)" }),
      heightMax: z.string().optional(),
      page: z.string().optional(),
    }),
  },
  responses: {
    200: {
      description: "One page of results",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(TalentCardSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
      },
    },
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
    "One profile with up to 4 related talents; approved only, unless the caller owns it or is an admin",
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: {
      description: "The profile",
      content: {
        "application/json": {
          schema: z.object({ talent: PublicTalentSchema, related: z.array(TalentCardSchema) }),
        },
      },
    },
    404: { description: "No public profile has this slug" },
  },
});

export function talentsRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/talents/*", etag());
  app.use("/talents", etag());
  return app
    .openapi(listRoute, async (c) => {
      const filters = parseTalentFilters(new URL(c.req.url).searchParams);
      const { items, total } = await listApprovedTalents(deps.db, filters, TALENTS_PAGE_SIZE);
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.json(
        { items: items.map(toCard), total, page: filters.page, pageSize: TALENTS_PAGE_SIZE },
        200,
      );
    })
    .openapi(facetsRoute, async (c) => {
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.json(await approvedTalentFacets(deps.db), 200);
    })
    .openapi(featuredRoute, async (c) => {
      c.header("Cache-Control", PUBLIC_CACHE);
      return c.json({ items: (await listFeaturedTalents(deps.db)).map(toCard) }, 200);
    })
    .openapi(bySlugRoute, async (c) => {
      const talent = await findTalentBySlug(deps.db, c.req.valid("param").slug);
      if (!talent) throw new AppError("NOT_FOUND", "This talent profile does not exist.");
      if (talent.status !== "approved") {
        const actor = actorOf(await deps.guards.optionalSession(c));
        if (!mayViewTalent(actor, talent))
          throw new AppError("NOT_FOUND", "This talent profile does not exist.");
        c.header("Cache-Control", "private, no-store");
      } else {
        c.header("Cache-Control", PUBLIC_CACHE);
      }
      const related = await listRelatedTalents(deps.db, talent);
      return c.json({ talent: toPublicTalent(talent), related: related.map(toCard) }, 200);
    });
}
