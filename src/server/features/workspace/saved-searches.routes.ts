import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Guards } from "#server/auth/guards";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import {
  ALERT_TOKEN_HEADER,
  AlertSubscriptionSchema,
  OneClickUnsubscribeSchema,
  SavedSearchChangeSchema,
  SavedSearchInputSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
} from "#shared/workspace/saved-searches.schema";
import {
  alertSubscription,
  changeSavedSearch,
  listOwnSavedSearches,
  removeSavedSearch,
  type SavedSearchDeps,
  saveSearch,
  unsubscribeAlert,
  visitSavedSearch,
} from "./saved-searches.service.ts";

const TAGS = ["Saved searches"];
const refusals = {
  401: { description: "Not signed in" },
  403: { description: "E-mail not confirmed" },
} as const;
const notOwn = { 404: { description: "No such search of this account" } } as const;
const idParam = z.object({ id: z.string().min(1).max(100) });
const searchResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: SavedSearchSchema } },
});
const subscriptionResponse = {
  description: "The search's name and its alert",
  content: { "application/json": { schema: AlertSubscriptionSchema } },
};
const tokenHeader = z.object({ [ALERT_TOKEN_HEADER]: z.string().optional() });

const listRoute = createRoute({
  method: "get",
  path: "/me/saved-searches",
  tags: TAGS,
  summary:
    "The account's saved searches, newest first, each with how many talents are new since its last visit",
  responses: {
    200: { description: "The searches", content: { "application/json": { schema: SavedSearchListSchema } } },
    ...refusals,
  },
});

const createSearchRoute = createRoute({
  method: "post",
  path: "/me/saved-searches",
  tags: TAGS,
  summary: "Save the /talents filters under a name, with an alert (daily, weekly or none)",
  description:
    "The query is stored canonical (sorted values, no paging or sort), so equal searches store equal queries.",
  request: { body: jsonBody(SavedSearchInputSchema) },
  responses: {
    201: searchResponse("Saved"),
    400: { description: "The name is empty or too long" },
    ...refusals,
    422: { description: "The account keeps the most searches it may" },
  },
});

const changeRoute = createRoute({
  method: "patch",
  path: "/me/saved-searches/{id}",
  tags: TAGS,
  summary: "Rename a saved search or change its alert",
  request: { params: idParam, body: jsonBody(SavedSearchChangeSchema) },
  responses: {
    200: searchResponse("Changed"),
    400: { description: "The body is invalid" },
    ...refusals,
    ...notOwn,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/me/saved-searches/{id}",
  tags: TAGS,
  summary: "Delete a saved search",
  request: { params: idParam },
  responses: { 204: { description: "Deleted" }, ...refusals, ...notOwn },
});

const visitRoute = createRoute({
  method: "post",
  path: "/me/saved-searches/{id}/visit",
  tags: TAGS,
  summary: "The owner opened the search: its talents are no longer new",
  request: { params: idParam, body: jsonBody(z.object({})) },
  responses: { 200: searchResponse("Visited"), ...refusals, ...notOwn },
});

const subscriptionRoute = createRoute({
  method: "get",
  path: "/saved-search-alerts/subscription",
  tags: TAGS,
  summary: "The search an alert's unsubscribe link names (token in the X-Alert-Token header); no sign-in",
  request: { headers: tokenHeader },
  responses: { 200: subscriptionResponse, 404: { description: "The link is not valid" } },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/saved-search-alerts/unsubscribe",
  tags: TAGS,
  summary: "Turn a saved search's alert off (RFC 8058 one-click unsubscribe); no sign-in",
  description:
    'The alert mails carry this address with the token in its query (List-Unsubscribe); mail clients POST "List-Unsubscribe=One-Click" form-encoded to it. The unsubscribe page sends the same body with the token in the X-Alert-Token header. The search stays; only its alert is off.',
  request: {
    query: z.object({ token: z.string().optional() }),
    headers: tokenHeader,
    body: {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: OneClickUnsubscribeSchema } },
    },
  },
  responses: {
    200: subscriptionResponse,
    400: { description: "The body is not the one-click form" },
    404: { description: "The link is not valid" },
  },
});

/** The account's saved searches, and the alerts' unsubscribe links, which need no sign-in. */
export function savedSearchesRoutes(deps: SavedSearchDeps & { guards: Guards }) {
  const owner = async (c: Parameters<Guards["requireVerifiedUser"]>[0]) =>
    (await deps.guards.requireVerifiedUser(c)).user.id;
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const me = await owner(c);
      c.header("Cache-Control", "no-store");
      return c.json({ items: await listOwnSavedSearches(deps, me) }, 200);
    })
    .openapi(createSearchRoute, async (c) => {
      const me = await owner(c);
      return c.json(await saveSearch(deps, me, c.req.valid("json")), 201);
    })
    .openapi(changeRoute, async (c) => {
      const me = await owner(c);
      return c.json(await changeSavedSearch(deps, me, c.req.valid("param").id, c.req.valid("json")), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const me = await owner(c);
      await removeSavedSearch(deps, me, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(visitRoute, async (c) => {
      const me = await owner(c);
      return c.json(await visitSavedSearch(deps, me, c.req.valid("param").id), 200);
    })
    .openapi(subscriptionRoute, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await alertSubscription(deps, c.req.valid("header")[ALERT_TOKEN_HEADER]), 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const token = c.req.valid("header")[ALERT_TOKEN_HEADER] ?? c.req.valid("query").token;
      return c.json(await unsubscribeAlert(deps, token), 200);
    });
}
