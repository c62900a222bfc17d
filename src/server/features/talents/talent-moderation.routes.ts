import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Talent } from "#shared/talents/talent.schema";
import type { Guards } from "../../auth/guards.ts";
import type { Database } from "../../db/schema.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { jsonBody } from "../../http/json-body.ts";
import { validationHook } from "../../http/validation-hook.ts";
import type { Logger } from "../../lib/logger.ts";
import type { MediaStorage } from "../../media/media-storage.ts";
import { deleteTalentWithMedia } from "./talent-media.service.ts";
import { setTalentStatus } from "./talents.repository.ts";

const ModerationResultSchema = z.object({ id: z.string(), status: z.enum(["approved", "rejected"]) });

const decision = (action: "approve" | "reject") =>
  createRoute({
    method: "post",
    path: `/admin/talents/{id}/${action}`,
    tags: ["Admin"],
    summary:
      action === "approve"
        ? "Approve a talent profile (admins only)"
        : "Reject a talent profile (admins only)",
    request: {
      params: z.object({ id: z.string().min(1) }),
      body: jsonBody(z.object({ reason: z.string().max(2000).optional() })),
    },
    responses: {
      200: {
        description: "The new status",
        content: { "application/json": { schema: ModerationResultSchema } },
      },
      403: { description: "Not an administrator" },
      404: { description: "No such talent" },
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
    403: { description: "Not an administrator" },
    404: { description: "No such talent" },
  },
});

export type ModerationHooks = {
  /** Runs after a decision is stored (e-mails and live updates hang here). */
  afterDecision?: (
    talentId: string,
    status: "approved" | "rejected",
    reason: string | undefined,
  ) => Promise<void>;
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
  const decide = (status: "approved" | "rejected") => async (id: string, reason: string | undefined) => {
    if (!(await setTalentStatus(deps.db, id, status)))
      throw new AppError("NOT_FOUND", "This talent does not exist.");
    await deps.hooks?.afterDecision?.(id, status, reason);
    return { id, status };
  };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(decision("approve"), async (c) => {
      await deps.guards.requireAdmin(c);
      return c.json(await decide("approved")(c.req.valid("param").id, undefined), 200);
    })
    .openapi(decision("reject"), async (c) => {
      await deps.guards.requireAdmin(c);
      return c.json(await decide("rejected")(c.req.valid("param").id, c.req.valid("json").reason), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deps.guards.requireAdmin(c);
      const talent = await deleteTalentWithMedia(deps, c.req.valid("param").id);
      await deps.hooks?.afterDelete?.(talent);
      return c.body(null, 204);
    });
}
