import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Talent } from "#shared/talents/talent.schema";
import type { Guards } from "../../auth/guards.ts";
import type { Database } from "../../db/schema.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../http/app-error.ts";
import { validationHook } from "../../http/validation-hook.ts";
import type { Logger } from "../../lib/logger.ts";
import type { MediaStorage } from "../../media/media-storage.ts";
import { deleteAccount, exportAccountData } from "./account.service.ts";

export const DELETE_CONFIRMATION = "DELETE";

const exportRoute = createRoute({
  method: "get",
  path: "/account/export",
  tags: ["Account"],
  summary: "Download everything Vitrine holds about the signed-in account, as JSON",
  responses: {
    200: {
      description: "The account's data",
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
    },
    401: { description: "Not signed in" },
  },
});

const deleteRoute = createRoute({
  method: "post",
  path: "/account/delete",
  tags: ["Account"],
  summary: "Delete the signed-in account, its profile, media and subscription",
  request: {
    body: {
      content: {
        "application/json": {
          schema: z.object({
            confirmation: z.literal(DELETE_CONFIRMATION, {
              message: `Type ${DELETE_CONFIRMATION} to confirm.`,
            }),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      description: "Deleted; the session cookie is cleared",
      content: { "application/json": { schema: z.object({ deleted: z.literal(true) }) } },
    },
    400: { description: "The confirmation was not typed" },
    401: { description: "Not signed in" },
    502: {
      description: "The subscription could not be cancelled with the payment provider; nothing was deleted",
    },
  },
});

export function accountRoutes(deps: {
  db: Kysely<Database>;
  media: MediaStorage;
  log: Logger;
  guards: Guards;
  /** Runs when the deleted account had a profile (live updates hang here). */
  afterTalentDeleted?: (talent: Talent) => Promise<void>;
  /** Ends the account's subscription with its provider before anything is deleted. */
  endSubscription: (userId: string) => Promise<void>;
}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(exportRoute, async (c) => {
      // Unconfirmed accounts may export too: it is their data.
      const session = await deps.guards.requireUser(c);
      const data = await exportAccountData(deps.db, session.user.id);
      c.header("Cache-Control", "no-store");
      c.header("Content-Disposition", 'attachment; filename="vitrine-account-data.json"');
      return c.json(data, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const session = await deps.guards.requireUser(c);
      if (!session.user.email) throw new AppError("BAD_REQUEST", "This account has no e-mail address.");
      const talent = await deleteAccount(deps, { id: session.user.id, email: session.user.email });
      deps.log.info("account deleted");
      if (talent) await deps.afterTalentDeleted?.(talent);
      for (const name of ["better-auth.session_token", "__Secure-better-auth.session_token"]) {
        c.header("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, { append: true });
      }
      return c.json({ deleted: true as const }, 200);
    });
}
