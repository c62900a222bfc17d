import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import { AccountKindStateSchema, AddAccountSideSchema, withSideAdded } from "#shared/accounts/account-kind";
import { isAccountKind } from "#shared/accounts/account-kind-values";
import { findAccountKind, setAccountKind } from "./account.repository.ts";

const addSideRoute = createRoute({
  method: "put",
  path: "/account/kind",
  tags: ["Account"],
  summary: "Add the other side of the market to the signed-in account (never removes one)",
  description:
    '`{ "add": "hirer", "companyName": "…" }` lets a talent hire talent too; `{ "add": "talent" }` lets an account ' +
    'that hires offer its own profile. Either makes the account "both"; adding a side it has changes nothing.',
  request: { body: jsonBody(AddAccountSideSchema) },
  responses: {
    200: {
      description: "The account's side and company now",
      content: { "application/json": { schema: AccountKindStateSchema } },
    },
    400: { description: "An unknown side, or a company name missing or too long" },
    401: { description: "Not signed in" },
    403: { description: "The e-mail address is not confirmed" },
  },
});

export function accountKindRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(addSideRoute, async (c) => {
    const { user } = await deps.guards.requireVerifiedUser(c);
    const current = await findAccountKind(deps.db, user.id);
    if (!current) throw new AppError("UNAUTHENTICATED", "errors.auth.signInFirst");
    const accountKind = isAccountKind(current.accountKind) ? current.accountKind : "talent";
    const next = withSideAdded({ accountKind, companyName: current.companyName }, c.req.valid("json"));
    if (next.accountKind !== accountKind || next.companyName !== current.companyName) {
      await setAccountKind(deps.db, user.id, next, new Date());
    }
    c.header("Cache-Control", "no-store");
    return c.json(next, 200);
  });
}
