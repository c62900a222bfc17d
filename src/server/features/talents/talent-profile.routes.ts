import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import { findTalentByUserId } from "#server/talent-records/talents.repository";
import { TalentSchema } from "#shared/talents/talent.schema";
import { TalentCreateSchema, TalentSaveSchema } from "#shared/talents/talent-profile.schema";
import { requireTalentEditor } from "./talent-editor.ts";
import type { TalentNotifications } from "./talent-notifications.ts";
import { createOwnTalent, saveTalent } from "./talent-profile.service.ts";

const talentBody = (description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ talent: TalentSchema }) } },
});
const errors = {
  401: { description: "Not signed in" },
  403: { description: "E-mail not confirmed, or not this profile's owner nor an administrator" },
};

const ownRoute = createRoute({
  method: "get",
  path: "/me/talent",
  tags: ["Talent profile"],
  summary: "The signed-in account's own profile, in any status (null when there is none yet)",
  responses: {
    200: {
      description: "The profile or null",
      content: { "application/json": { schema: z.object({ talent: TalentSchema.nullable() }) } },
    },
    ...errors,
  },
});

const createOwnRoute = createRoute({
  method: "post",
  path: "/me/talent",
  tags: ["Talent profile"],
  summary: "Create the signed-in account's profile (the wizard's first save); it starts pending review",
  request: { body: jsonBody(TalentCreateSchema) },
  responses: {
    201: talentBody("The new profile"),
    400: { description: "A field is invalid" },
    409: { description: "The account already has a profile" },
    ...errors,
  },
});

const saveRoute = createRoute({
  method: "patch",
  path: "/talents/{id}",
  tags: ["Talent profile"],
  summary: "Save profile fields (one wizard step or more)",
  description:
    "Only the fields sent change. A talent's save always sets the status to pending; status, linked account, badges, featured, order and top-talent count only when an administrator sends them. `submit: true` (the wizard's Finish) tells the admins.",
  request: {
    params: z.object({ id: z.string().min(1).max(100) }),
    body: jsonBody(TalentSaveSchema),
  },
  responses: {
    200: talentBody("The saved profile"),
    400: { description: "A field is invalid" },
    404: { description: "No such profile" },
    409: { description: "The name or linked account clashes with another profile" },
    ...errors,
  },
});

/** A talent's own profile: read, create and save, with the server deciding who may change what. */
export function talentProfileRoutes(deps: {
  db: Kysely<Database>;
  guards: Guards;
  notifications: TalentNotifications;
}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(ownRoute, async (c) => {
      const editor = await requireTalentEditor(deps.guards, c);
      c.header("Cache-Control", "private, no-store");
      return c.json({ talent: (await findTalentByUserId(deps.db, editor.userId)) ?? null }, 200);
    })
    .openapi(createOwnRoute, async (c) => {
      const editor = await requireTalentEditor(deps.guards, c);
      const input = c.req.valid("json");
      const talent = await createOwnTalent(deps.db, editor, input, deps.notifications.saveMails);
      await deps.notifications.saved({
        before: undefined,
        after: talent,
        byAdmin: false,
        submitted: input.submit === true,
      });
      return c.json({ talent }, 201);
    })
    .openapi(saveRoute, async (c) => {
      const editor = await requireTalentEditor(deps.guards, c);
      const input = c.req.valid("json");
      const { before, talent } = await saveTalent(
        deps.db,
        editor,
        c.req.valid("param").id,
        input,
        deps.notifications.saveMails,
      );
      await deps.notifications.saved({
        before,
        after: talent,
        byAdmin: editor.isAdmin,
        submitted: input.submit === true,
      });
      return c.json({ talent }, 200);
    });
}
