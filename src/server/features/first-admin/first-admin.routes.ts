import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Auth } from "#server/auth/auth";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { jsonBody } from "#server/http/json-body";
import { requestLanguage } from "#server/http/request-language";
import { validationHook } from "#server/http/validation-hook";
import {
  FIRST_ADMIN_TOKEN_HEADER,
  FirstAdminCreatedSchema,
  FirstAdminInputSchema,
  FirstAdminLinkSchema,
} from "#shared/auth/first-admin.schema";
import { countAndRecordAttempt } from "./first-admin.repository.ts";
import { checkFirstAdminLink, createFirstAdmin } from "./first-admin.service.ts";

/** Tries of a token per client address: plenty for a person, nothing for a guesser. */
export const FIRST_ADMIN_ATTEMPTS = { windowMs: 15 * 60 * 1000, max: 20 };

const tokenHeader = z.object({ [FIRST_ADMIN_TOKEN_HEADER]: z.string().optional() });
const refusals = {
  404: { description: "The link is not valid: used already, or replaced by a newer one" },
  409: { description: "An administrator exists already (or, on creation, the e-mail address is taken)" },
  410: { description: "The link has expired (after one hour)" },
  429: { description: "Too many attempts from this address" },
} as const;

const linkRoute = createRoute({
  method: "get",
  path: "/first-admin",
  tags: ["Accounts"],
  summary:
    "Whether the first-administrator link printed at start still works (token in the X-First-Admin-Token header)",
  request: { headers: tokenHeader },
  responses: {
    200: { description: "The link works", content: { "application/json": { schema: FirstAdminLinkSchema } } },
    ...refusals,
  },
});

const createAdminRoute = createRoute({
  method: "post",
  path: "/first-admin",
  tags: ["Accounts"],
  summary:
    "Create the first administrator with the link printed at start (token in the X-First-Admin-Token header)",
  description:
    "Only while no administrator exists; the account is confirmed, the link works once, and the creation is audited. Sign in afterwards through /api/auth/sign-in/email.",
  request: { headers: tokenHeader, body: jsonBody(FirstAdminInputSchema) },
  responses: {
    201: {
      description: "The administrator exists",
      content: { "application/json": { schema: FirstAdminCreatedSchema } },
    },
    400: { description: "A field is invalid" },
    ...refusals,
  },
});

export type FirstAdminDeps = { db: Kysely<Database>; auth: Auth };

/** The first administrator, created through the one-time link the server prints while there is none (ADR 44). */
export function firstAdminRoutes(deps: FirstAdminDeps) {
  async function limitAttempts(clientIp: string) {
    const earlier = await countAndRecordAttempt(deps.db, clientIp, new Date(), FIRST_ADMIN_ATTEMPTS.windowMs);
    if (earlier >= FIRST_ADMIN_ATTEMPTS.max) {
      throw new AppError("RATE_LIMITED", "errors.firstAdmin.tooManyAttempts");
    }
  }

  // Their answers carry no-store, no-referrer and noindex (privateLinkHeaders in security-headers.ts).
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(linkRoute, async (c) => {
      await limitAttempts(c.get("clientIp"));
      return c.json(await checkFirstAdminLink(deps.db, c.req.valid("header")[FIRST_ADMIN_TOKEN_HEADER]), 200);
    })
    .openapi(createAdminRoute, async (c) => {
      const input = c.req.valid("json");
      await limitAttempts(c.get("clientIp"));
      const token = c.req.valid("header")[FIRST_ADMIN_TOKEN_HEADER];
      const { email } = await createFirstAdmin(deps, token, { ...input, language: requestLanguage(c) });
      return c.json({ email }, 201);
    });
}
