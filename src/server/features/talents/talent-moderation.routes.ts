import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Talent } from "#shared/talents/talent.schema";
import { type DecisionBody, DecisionBodySchema } from "#shared/talents/talent-moderation.schema";
import type { Guards } from "../../auth/guards.ts";
import { type Actor, actorOf } from "../../auth/policy.ts";
import type { Database } from "../../db/schema.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { validationHook } from "../../http/validation-hook.ts";
import type { Logger } from "../../lib/logger.ts";
import type { MediaStorage } from "../../media/media-storage.ts";
import { deleteTalentWithMedia } from "./talent-media.service.ts";
import { decideTalent } from "./talent-moderation.service.ts";

const ModerationResultSchema = z.object({
  id: z.string(),
  status: z.enum(["approved", "rejected"]),
  updatedAt: z.string(),
});

const decision = (action: "approve" | "reject") =>
  createRoute({
    method: "post",
    path: `/admin/talents/{id}/${action}`,
    tags: ["Admin"],
    summary:
      action === "approve"
        ? "Approve a talent profile (admins only)"
        : "Reject a talent profile, with a reason for the talent (admins only)",
    description:
      "`updatedAt` is the version the admin looked at: a profile changed since then answers 409. Without it the decision applies to the current state.",
    request: {
      params: z.object({ id: z.string().min(1) }),
      body: { required: false, content: { "application/json": { schema: DecisionBodySchema } } },
    },
    responses: {
      200: {
        description: "The new status",
        content: { "application/json": { schema: ModerationResultSchema } },
      },
      401: { description: "Not signed in" },
      403: { description: "Not an administrator" },
      404: { description: "No such talent" },
      409: { description: "The profile changed since the admin opened it" },
    },
  });

const deleteRoute = createRoute({
  method: "delete",
  path: "/admin/talents/{id}",
  tags: ["Admin"],
  summary: "Delete a talent profile with all its stored media (admins only)",
  request: { params: z.object({ id: z.string().min(1) }) },
  responses: {
    204: { description: "Deleted" },
    401: { description: "Not signed in" },
    403: { description: "Not an administrator" },
    404: { description: "No such talent" },
  },
});

export type ModerationHooks = {
  /** Runs after a decision is stored (e-mails and live updates hang here). */
  afterDecision?: (talent: Talent, reason: string | undefined) => Promise<void>;
  /** Runs after a talent and its files are gone. */
  afterDelete?: (talent: Talent) => Promise<void>;
};

export function talentModerationRoutes(deps: {
  db: Kysely<Database>;
  media: MediaStorage;
  log: Logger;
  guards: Guards;
  hooks?: ModerationHooks;
}) {
  const admin = async (c: Context<AppEnv>): Promise<Actor> =>
    actorOf(await deps.guards.requireAdmin(c)) as Actor;
  const decide = async (
    c: Context<AppEnv>,
    status: "approved" | "rejected",
    id: string,
    body: DecisionBody,
  ) => {
    const talent = await decideTalent(deps.db, await admin(c), id, { status, ...body });
    await deps.hooks?.afterDecision?.(talent, body.reason);
    return { id: talent.id, status, updatedAt: talent.updatedAt };
  };
  // A script may send no body at all: it then decides on the current state, without a reason.
  const bodyOf = (c: Context<AppEnv>, valid: () => DecisionBody): DecisionBody =>
    c.req.header("content-type")?.includes("application/json") ? valid() : {};
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(decision("approve"), async (c) => {
      const body = bodyOf(c, () => c.req.valid("json"));
      return c.json(await decide(c, "approved", c.req.valid("param").id, body), 200);
    })
    .openapi(decision("reject"), async (c) => {
      const body = bodyOf(c, () => c.req.valid("json"));
      return c.json(await decide(c, "rejected", c.req.valid("param").id, body), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const talent = await deleteTalentWithMedia(deps, await admin(c), c.req.valid("param").id);
      await deps.hooks?.afterDelete?.(talent);
      return c.body(null, 204);
    });
}
