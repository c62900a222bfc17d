import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import {
  PICK_WRITES_PER_HOUR,
  PickInputSchema,
  SHARE_TOKEN_HEADER,
  SharedPickSchema,
  SharedShortlistSchema,
} from "#shared/workspace/shortlists.schema";
import { readSharedShortlist, savePick } from "./shared-shortlist.service.ts";
import type { ShortlistDeps } from "./shortlists.service.ts";

const TAGS = ["Shortlists"];
const tokenHeader = z.object({ [SHARE_TOKEN_HEADER]: z.string().optional() });
const linkRefusals = {
  404: { description: "The link is not valid" },
  410: { description: "The link was withdrawn by its owner or has expired (details.reason says which)" },
} as const;

const readRoute = createRoute({
  method: "get",
  path: "/shared-shortlist",
  tags: TAGS,
  summary: "The shortlist a client's link opens (token in the X-Share-Token header)",
  description:
    "The list's name and brief, the sharing company's name if it gave one, its public talents in order and this link's picks; no e-mail address of anyone.",
  request: { headers: tokenHeader },
  responses: {
    200: { description: "The list", content: { "application/json": { schema: SharedShortlistSchema } } },
    ...linkRefusals,
  },
});

const pickRoute = createRoute({
  method: "put",
  path: "/shared-shortlist/picks/{talentId}",
  tags: TAGS,
  summary: `The client's verdict (yes, maybe, no) and comment on a talent of the list (token in the X-Share-Token header; ${PICK_WRITES_PER_HOUR} per link and hour)`,
  request: {
    headers: tokenHeader,
    params: z.object({ talentId: z.string().min(1).max(100) }),
    body: jsonBody(PickInputSchema),
  },
  responses: {
    200: { description: "Saved", content: { "application/json": { schema: SharedPickSchema } } },
    400: { description: "The verdict or comment is invalid" },
    404: { description: "The link is not valid, or the talent is not on the list" },
    410: linkRefusals[410],
    429: { description: "Too many picks through this link in the last hour" },
  },
});

/** The client's page behind a link: no account; the token is the permission. */
export function sharedShortlistRoutes(deps: ShortlistDeps) {
  return (
    new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
      // Their answers carry no-store, no-referrer and noindex (privateLinkHeaders in security-headers.ts).
      .openapi(readRoute, async (c) =>
        c.json(await readSharedShortlist(deps, c.req.valid("header")[SHARE_TOKEN_HEADER]), 200),
      )
      .openapi(pickRoute, async (c) => {
        const token = c.req.valid("header")[SHARE_TOKEN_HEADER];
        return c.json(await savePick(deps, token, c.req.valid("param").talentId, c.req.valid("json")), 200);
      })
  );
}
