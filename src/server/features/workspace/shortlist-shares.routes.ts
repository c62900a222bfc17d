import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Guards } from "#server/auth/guards";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import {
  CreatedShareSchema,
  ShareInputSchema,
  ShareSummarySchema,
} from "#shared/workspace/shortlists.schema";
import { createShare, withdrawShare } from "./shortlist-shares.service.ts";
import type { ShortlistDeps } from "./shortlists.service.ts";

const TAGS = ["Shortlists"];
const refusals = {
  401: { description: "Not signed in" },
  403: { description: "E-mail not confirmed" },
} as const;
const idParam = z.object({ id: z.string().min(1).max(100) });

const createShareRoute = createRoute({
  method: "post",
  path: "/me/shortlists/{id}/shares",
  tags: TAGS,
  summary: "Make a link that shows the shortlist to a client for 7, 30 or 90 days",
  description:
    "The answer carries the link's token this once (the page is /shortlist#<token>); only its SHA-256 is stored.",
  request: { params: idParam, body: jsonBody(ShareInputSchema) },
  responses: {
    201: { description: "The link", content: { "application/json": { schema: CreatedShareSchema } } },
    400: { description: "A field is invalid" },
    ...refusals,
    404: { description: "No such list of this account" },
  },
});

const revokeShareRoute = createRoute({
  method: "delete",
  path: "/me/shortlists/{id}/shares/{shareId}",
  tags: TAGS,
  summary: "Withdraw a link to a client: it answers 410 from now on (the owner still sees it and its picks)",
  request: { params: idParam.extend({ shareId: z.string().min(1).max(100) }) },
  responses: {
    200: {
      description: "The withdrawn link",
      content: { "application/json": { schema: ShareSummarySchema } },
    },
    ...refusals,
    404: { description: "No such list or link of this account" },
  },
});

/** The owner's links to clients: made, listed with the list, withdrawn. */
export function shortlistSharesRoutes(deps: ShortlistDeps & { guards: Guards }) {
  const me = async (c: Context<AppEnv>) => (await deps.guards.requireVerifiedUser(c)).user.id;
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(createShareRoute, async (c) => {
      const owner = await me(c);
      c.header("Cache-Control", "no-store");
      return c.json(await createShare(deps, owner, c.req.valid("param").id, c.req.valid("json")), 201);
    })
    .openapi(revokeShareRoute, async (c) => {
      const owner = await me(c);
      const { id, shareId } = c.req.valid("param");
      return c.json(await withdrawShare(deps, owner, id, shareId), 200);
    });
}
