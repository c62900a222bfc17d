import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import type { Logger } from "#server/lib/logger";
import { removeJournalled } from "#server/media/media-journal";
import type { MediaStorage } from "#server/media/media-storage";
import { workingVersion } from "#server/talent-records/talent-versions";
import { findStoredTalentByUserId } from "#server/talent-records/talents.repository";
import { TalentSchema } from "#shared/talents/talent.schema";
import { OwnTalentSchema, TalentCreateSchema, TalentSaveSchema } from "#shared/talents/talent-profile.schema";
import { requireTalentEditor, STALE_VERSION_MESSAGE } from "./talent-editor.ts";
import type { TalentNotifications } from "./talent-notifications.ts";
import { createOwnTalent, saveTalent } from "./talent-profile.service.ts";
import { versionsOf } from "./talent-publishing.ts";
import { findRemovalNotice } from "./talent-removal-notices.repository.ts";
import { findTakeDownNotice } from "./talent-take-down-notices.repository.ts";

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
  summary:
    "The signed-in account's own profile, in any status (null when there is none yet), with the version the public sees while a change waits for review",
  responses: {
    200: {
      description:
        "The profile or null, its live version, and the notice of a removal by an administrator or of a take-down after a report",
      content: { "application/json": { schema: OwnTalentSchema } },
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
    "Only the fields sent change. A talent's save that changes the profile sets the status to pending; while the profile is live, the public keeps seeing the approved version until an administrator approves the change. Status, linked account, badges, featured, order and top-talent count only when an administrator sends them. `submit: true` (the wizard's Finish) tells the admins. `updatedAt` binds the save to that version (409 when the profile changed since); an administrator's save that makes a profile public must send it.",
  request: {
    params: z.object({ id: z.string().min(1).max(100) }),
    body: jsonBody(TalentSaveSchema),
  },
  responses: {
    200: talentBody("The saved profile"),
    400: { description: "A field is invalid, or a save that makes the profile public names no version" },
    404: { description: "No such profile" },
    409: {
      description: `The name or linked account clashes with another profile, or "${STALE_VERSION_MESSAGE}"`,
    },
    ...errors,
  },
});

/** A talent's own profile: read, create and save, with the server deciding who may change what. */
export function talentProfileRoutes(deps: {
  db: Kysely<Database>;
  media: MediaStorage;
  log: Logger;
  guards: Guards;
  notifications: TalentNotifications;
}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(ownRoute, async (c) => {
      const editor = await requireTalentEditor(deps.guards, c);
      c.header("Cache-Control", "private, no-store");
      const stored = await findStoredTalentByUserId(deps.db, editor.userId);
      if (stored) {
        const versions = versionsOf(stored);
        const { id, updatedAt } = versions.talent;
        const takeDown = await findTakeDownNotice(deps.db, id, updatedAt);
        return c.json({ ...versions, removal: null, takeDown }, 200);
      }
      const removal = await findRemovalNotice(deps.db, editor.userId);
      return c.json({ talent: null, liveVersion: null, removal, takeDown: null }, 200);
    })
    .openapi(createOwnRoute, async (c) => {
      const editor = await requireTalentEditor(deps.guards, c);
      const input = c.req.valid("json");
      const talent = await createOwnTalent(deps.db, editor, input, deps.notifications.saveMails);
      await deps.notifications.saved({
        before: undefined,
        after: { row: talent, draft: null },
        byAdmin: false,
        submitted: input.submit === true,
      });
      return c.json({ talent }, 201);
    })
    .openapi(saveRoute, async (c) => {
      const editor = await requireTalentEditor(deps.guards, c);
      const input = c.req.valid("json");
      const { before, after, unusedMedia } = await saveTalent(
        deps.db,
        editor,
        c.req.valid("param").id,
        input,
        deps.notifications.saveMails,
      );
      // The files of a public version an administrator's save replaced.
      await removeJournalled(deps, unusedMedia);
      await deps.notifications.saved({
        before,
        after,
        byAdmin: editor.isAdmin,
        submitted: input.submit === true,
      });
      return c.json({ talent: workingVersion(after) }, 200);
    });
}
