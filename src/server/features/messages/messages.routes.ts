import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { validationHook } from "#server/http/validation-hook";
import { InboxPageSchema, InboxQuerySchema } from "#shared/admin/inbox.schema";
import { listContactMessages, markContactMessageRead } from "./messages.repository.ts";

const listRoute = createRoute({
  method: "get",
  path: "/admin/messages",
  tags: ["Admin"],
  summary: "The contact inbox, newest first (admins only)",
  description:
    "With `page` (and optionally `pageSize`, default 20, at most 100) one page of the inbox; without `page` the whole inbox, as before paging existed.",
  request: { query: InboxQuerySchema },
  responses: {
    200: { description: "Messages", content: { "application/json": { schema: InboxPageSchema } } },
    400: { description: "A bad page or page size" },
    401: { description: "Not signed in" },
    403: { description: "Not an administrator" },
  },
});

const readRoute = createRoute({
  method: "post",
  path: "/admin/messages/{id}/read",
  tags: ["Admin"],
  summary: "Mark a message as read (admins only)",
  request: { params: z.object({ id: z.string().min(1) }) },
  responses: {
    200: {
      description: "Marked read",
      content: { "application/json": { schema: z.object({ isRead: z.literal(true) }) } },
    },
    404: { description: "No such message" },
  },
});

export function messagesRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      await deps.guards.requireAdmin(c);
      c.header("Cache-Control", "no-store");
      return c.json(await listContactMessages(deps.db, c.req.valid("query")), 200);
    })
    .openapi(readRoute, async (c) => {
      await deps.guards.requireAdmin(c);
      if (!(await markContactMessageRead(deps.db, c.req.valid("param").id))) {
        throw new AppError("NOT_FOUND", "errors.messages.notFound");
      }
      return c.json({ isRead: true as const }, 200);
    });
}
