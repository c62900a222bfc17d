import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import { type Actor, actorOfVerified } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import type { Logger } from "#server/lib/logger";
import { removeJournalled } from "#server/media/media-journal";
import type { MediaStorage } from "#server/media/media-storage";
import { workingVersion } from "#server/talent-records/talent-versions";
import { REJECTION_REASON_MAX } from "#shared/talents/talent-moderation.schema";
import { STALE_VERSION_MESSAGE } from "./talent-editor.ts";
import { deleteTalentWithMedia } from "./talent-media.service.ts";
import { decideTalent } from "./talent-moderation.service.ts";
import type { TalentNotifications } from "./talent-notifications.ts";

const ModerationResultSchema = z.object({
  id: z.string(),
  status: z.enum(["approved", "rejected"]),
  updatedAt: z.string(),
});

const DecisionBodySchema = z.object({
  reason: z.string().trim().max(REJECTION_REASON_MAX).optional().openapi({
    description: "A note to the talent, sent by mail and shown on their dashboard (rejections)",
  }),
  updatedAt: z.iso.datetime({ offset: true }).optional().openapi({
    description:
      "The `updatedAt` of the profile as the admin saw it; when the profile has changed since, nothing happens and the answer is 409. Scripts may leave it out to act on the current state.",
  }),
  takeDown: z.boolean().optional().openapi({
    description:
      "(Rejections) Rejecting the change to a live profile keeps its approved version public; true takes the profile down too. A rejection while no change waits always takes a live profile down.",
  }),
});

const DeleteBodySchema = z.object({
  reason: z.string().trim().max(REJECTION_REASON_MAX).optional().openapi({
    description: "A note to the talent, sent by mail and shown on their dashboard",
  }),
});

const decision = <A extends "approve" | "reject">(action: A) =>
  createRoute({
    method: "post",
    path: `/admin/talents/{id}/${action}` as const,
    tags: ["Admin"],
    summary:
      action === "approve"
        ? "Approve a talent profile (admins only)"
        : "Reject a talent profile with an optional note (admins only)",
    request: {
      params: z.object({ id: z.string().min(1).max(100) }),
      body: jsonBody(DecisionBodySchema),
    },
    responses: {
      200: {
        description: "The new status and version",
        content: { "application/json": { schema: ModerationResultSchema } },
      },
      400: { description: "Invalid body, or (approve) the profile has no category and sub-category" },
      401: { description: "Not signed in" },
      403: { description: "Not an administrator" },
      404: { description: "No such talent" },
      409: { description: `"${STALE_VERSION_MESSAGE}": the given updatedAt is not the current one` },
    },
  });

const deleteRoute = createRoute({
  method: "delete",
  path: "/admin/talents/{id}",
  tags: ["Admin"],
  summary: "Delete a talent profile with all its stored media (admins only); its talent is told",
  request: { params: z.object({ id: z.string().min(1).max(100) }), body: jsonBody(DeleteBodySchema) },
  responses: {
    204: { description: "Deleted" },
    400: { description: "Invalid body" },
    401: { description: "Not signed in" },
    403: { description: "Not an administrator" },
    404: { description: "No such talent" },
  },
});

/** Approve, reject and delete: the admins' review of talent profiles. */
export function talentModerationRoutes(deps: {
  db: Kysely<Database>;
  media: MediaStorage;
  log: Logger;
  guards: Guards;
  notifications: TalentNotifications;
}) {
  const admin = async (c: Context<AppEnv>): Promise<Actor> =>
    actorOfVerified(await deps.guards.requireAdmin(c));
  const decide = async (
    c: Context<AppEnv>,
    id: string,
    status: "approved" | "rejected",
    body: z.infer<typeof DecisionBodySchema>,
  ) => {
    const { before, after, unusedMedia } = await decideTalent(
      deps.db,
      await admin(c),
      id,
      { status, reason: body.reason, updatedAt: body.updatedAt, takeDown: body.takeDown },
      deps.notifications.decisionMails,
    );
    // The files of the public version an approval replaced.
    await removeJournalled(deps, unusedMedia);
    await deps.notifications.decided(before, after);
    return { id, status, updatedAt: workingVersion(after).updatedAt };
  };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(decision("approve"), async (c) => {
      const { updatedAt } = c.req.valid("json");
      return c.json(await decide(c, c.req.valid("param").id, "approved", { updatedAt }), 200);
    })
    .openapi(decision("reject"), async (c) => {
      return c.json(await decide(c, c.req.valid("param").id, "rejected", c.req.valid("json")), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { reason } = c.req.valid("json");
      const stored = await deleteTalentWithMedia(
        { ...deps, mails: deps.notifications.deletionMails },
        await admin(c),
        c.req.valid("param").id,
        reason || undefined,
      );
      await deps.notifications.deleted(stored.row);
      return c.body(null, 204);
    });
}
