import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { etag } from "hono/etag";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import { type Actor, actorOfVerified } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import {
  ContentOrderRequestSchema,
  PublicSiteContentSchema,
  SiteContentSchema,
  TeamMemberCreateSchema,
  TeamMemberSchema,
  TeamMemberUpdateSchema,
  TestimonialCreateSchema,
  TestimonialSchema,
  TestimonialUpdateSchema,
} from "#shared/site-content/site-content.schema";
import { readSiteContent, siteContentServices } from "./site-content.service.ts";

const errors = {
  401: { description: "Not signed in" },
  403: { description: "Not an administrator, or the e-mail is not confirmed" },
};
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
const IdParam = z.object({ id: z.string().min(1).max(100) });

const publicRoute = createRoute({
  method: "get",
  path: "/site-content",
  tags: ["Site"],
  summary: "The pricing page's testimonials and the About page's team: visible entries in their order",
  description: "Sample entries (isSample) are included only while the server's sample data is on.",
  responses: { 200: json("The site content", PublicSiteContentSchema) },
});

const adminListRoute = createRoute({
  method: "get",
  path: "/admin/site-content",
  tags: ["Admin"],
  summary: "Every testimonial and team member, hidden ones and samples included",
  responses: { 200: json("The site content", SiteContentSchema), ...errors },
});

/** The create, edit, delete and reorder routes of one list. */
function listRoutes<
  S extends "testimonials" | "team",
  C extends z.ZodType,
  U extends z.ZodType,
  I extends z.ZodType,
>(segment: S, noun: string, schemas: { create: C; update: U; item: I }) {
  const base = `/admin/site-content/${segment}` as const;
  return {
    create: createRoute({
      method: "post",
      path: base,
      tags: ["Admin"],
      summary: `Add a ${noun} at the end of the list`,
      request: { body: body(schemas.create) },
      responses: {
        201: json("Added", z.object({ item: schemas.item })),
        400: { description: "Invalid" },
        ...errors,
      },
    }),
    update: createRoute({
      method: "put",
      path: `${base}/{id}` as const,
      tags: ["Admin"],
      summary: `Edit or hide a ${noun}`,
      description:
        "A change to what the person agreed to be shown with (a testimonial's quote or name, a team member's name or role) needs `consent: true`, as adding one does.",
      request: { params: IdParam, body: body(schemas.update) },
      responses: {
        200: json("Saved", z.object({ item: schemas.item })),
        400: { description: "Invalid, or a change to the quote, name or role without the person's consent" },
        404: { description: "No such entry" },
        ...errors,
      },
    }),
    remove: createRoute({
      method: "delete",
      path: `${base}/{id}` as const,
      tags: ["Admin"],
      summary: `Delete a ${noun}`,
      request: { params: IdParam },
      responses: { 204: { description: "Deleted" }, 404: { description: "No such entry" }, ...errors },
    }),
    reorder: createRoute({
      method: "put",
      path: `${base}/order` as const,
      tags: ["Admin"],
      summary: `Save the whole order of the ${noun} list (position = index + 1)`,
      request: { body: body(ContentOrderRequestSchema) },
      responses: {
        200: json("The list in its new order", z.object({ items: z.array(schemas.item) })),
        400: { description: "Not a list of distinct ids" },
        409: { description: "The ids are not exactly the list's entries" },
        ...errors,
      },
    }),
  };
}

const testimonialRoutes = listRoutes("testimonials", "testimonial", {
  create: TestimonialCreateSchema,
  update: TestimonialUpdateSchema,
  item: TestimonialSchema,
});
const teamRoutes = listRoutes("team", "team member", {
  create: TeamMemberCreateSchema,
  update: TeamMemberUpdateSchema,
  item: TeamMemberSchema,
});

export function siteContentRoutes(deps: {
  db: Kysely<Database>;
  guards: Guards;
  realtime: RealtimeHub;
  /** Whether sample entries may be shown to the public (SEED_SAMPLE_DATA). */
  showSamples: boolean;
}) {
  const admin = async (c: Context<AppEnv>): Promise<Actor> =>
    actorOfVerified(await deps.guards.requireAdmin(c));
  const changed = () => deps.realtime.publish({ type: "content.changed" });
  const { testimonials, team } = siteContentServices;

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/site-content", etag());
  return app
    .openapi(publicRoute, async (c) => {
      // Cached by browsers and proxies, revalidated with the ETag on every use.
      c.header("Cache-Control", "public, max-age=0, must-revalidate");
      return c.json(
        await readSiteContent(deps.db, { onlyVisible: true, includeSamples: deps.showSamples }),
        200,
      );
    })
    .openapi(adminListRoute, async (c) => {
      await admin(c);
      c.header("Cache-Control", "no-store");
      return c.json(await readSiteContent(deps.db, { onlyVisible: false, includeSamples: true }), 200);
    })
    .openapi(testimonialRoutes.create, async (c) => {
      const item = await testimonials.create(deps.db, await admin(c), c.req.valid("json"));
      await changed();
      return c.json({ item }, 201);
    })
    .openapi(testimonialRoutes.reorder, async (c) => {
      const items = await testimonials.reorder(deps.db, await admin(c), c.req.valid("json").ids);
      await changed();
      return c.json({ items }, 200);
    })
    .openapi(testimonialRoutes.update, async (c) => {
      const actor = await admin(c);
      const item = await testimonials.update(deps.db, actor, c.req.valid("param").id, c.req.valid("json"));
      await changed();
      return c.json({ item }, 200);
    })
    .openapi(testimonialRoutes.remove, async (c) => {
      await testimonials.remove(deps.db, await admin(c), c.req.valid("param").id);
      await changed();
      return c.body(null, 204);
    })
    .openapi(teamRoutes.create, async (c) => {
      const item = await team.create(deps.db, await admin(c), c.req.valid("json"));
      await changed();
      return c.json({ item }, 201);
    })
    .openapi(teamRoutes.reorder, async (c) => {
      const items = await team.reorder(deps.db, await admin(c), c.req.valid("json").ids);
      await changed();
      return c.json({ items }, 200);
    })
    .openapi(teamRoutes.update, async (c) => {
      const item = await team.update(deps.db, await admin(c), c.req.valid("param").id, c.req.valid("json"));
      await changed();
      return c.json({ item }, 200);
    })
    .openapi(teamRoutes.remove, async (c) => {
      await team.remove(deps.db, await admin(c), c.req.valid("param").id);
      await changed();
      return c.body(null, 204);
    });
}
