import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Auth } from "#server/auth/auth";
import type { Guards } from "#server/auth/guards";
import { type Actor, actorOfVerified } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import { RoleRequestSchema, UsersPageSchema, UsersQuerySchema } from "#shared/admin/admin-users.schema";
import { activateUser, changeUserRole, listUsers, resendVerification } from "./admin-users.service.ts";

const errors = {
  401: { description: "Not signed in" },
  403: { description: "Not an administrator, or the e-mail is not confirmed" },
};
const UserIdParam = z.object({ id: z.string().min(1).max(100) });
const Done = z.object({ ok: z.literal(true) });
const done = { 200: { description: "Done", content: { "application/json": { schema: Done } } } };

const listRoute = createRoute({
  method: "get",
  path: "/admin/users",
  tags: ["Admin"],
  summary: "Accounts with their profile, last sign-in and subscription; filtered, sorted and paged",
  description:
    "q matches the e-mail, the talent's name or the company, case-insensitively; kind keeps the accounts of one side (talent, hirer, both). The default order is sign-up date, newest first.",
  request: { query: UsersQuerySchema },
  responses: {
    200: { description: "One page", content: { "application/json": { schema: UsersPageSchema } } },
    400: { description: "A bad query" },
    ...errors,
  },
});

const action = <P extends string>(
  path: P,
  summary: string,
  extra: Record<number, { description: string }> = {},
) =>
  createRoute({
    method: "post",
    path: `/admin/users/{id}/${path}` as const,
    tags: ["Admin"],
    summary,
    request: { params: UserIdParam },
    responses: { ...done, 404: { description: "No such user" }, ...extra, ...errors },
  });

const resendRoute = action("resend-verification", "Send a new verification link to the account's address", {
  409: { description: "The address is already confirmed" },
});
const activateRoute = action("activate", "Confirm the account's e-mail address by hand");

const roleRoute = createRoute({
  method: "put",
  path: "/admin/users/{id}/role",
  tags: ["Admin"],
  summary: "Make the account an administrator, or remove the role (never one's own)",
  request: { params: UserIdParam, body: jsonBody(RoleRequestSchema) },
  responses: { ...done, 404: { description: "No such user" }, ...errors },
});

export function adminUsersRoutes(deps: { db: Kysely<Database>; auth: Auth; guards: Guards }) {
  const admin = async (c: Context<AppEnv>): Promise<Actor> =>
    actorOfVerified(await deps.guards.requireAdmin(c));
  const ok = { ok: true as const };
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      await admin(c);
      c.header("Cache-Control", "no-store");
      return c.json(await listUsers(deps.db, c.req.valid("query")), 200);
    })
    .openapi(resendRoute, async (c) => {
      await resendVerification(deps, await admin(c), c.req.valid("param").id);
      return c.json(ok, 200);
    })
    .openapi(activateRoute, async (c) => {
      await activateUser(deps.db, await admin(c), c.req.valid("param").id);
      return c.json(ok, 200);
    })
    .openapi(roleRoute, async (c) => {
      await changeUserRole(deps.db, await admin(c), c.req.valid("param").id, c.req.valid("json").role);
      return c.json(ok, 200);
    });
}
