import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Guards } from "#server/auth/guards";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { requestLanguage } from "#server/http/request-language";
import { validationHook } from "#server/http/validation-hook";
import {
  AddEntrySchema,
  EntryNoteSchema,
  EntryOrderSchema,
  ShortlistDetailSchema,
  ShortlistEntrySchema,
  ShortlistInputSchema,
  ShortlistListSchema,
} from "#shared/workspace/shortlists.schema";
import {
  addTalent,
  createShortlist,
  dismissRemoved,
  duplicateShortlist,
  editShortlist,
  listShortlists,
  readShortlist,
  removeEntry,
  removeShortlist,
  reorderEntries,
  type ShortlistDeps,
  saveNote,
} from "./shortlists.service.ts";

const TAGS = ["Shortlists"];
const refusals = {
  401: { description: "Not signed in" },
  403: { description: "E-mail not confirmed" },
} as const;
const missing = { 404: { description: "No such list of this account (another account's answers the same)" } };
const idParam = z.object({ id: z.string().min(1).max(100) });
const entryParam = idParam.extend({ entryId: z.string().min(1).max(100) });
const json = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { "application/json": { schema } },
});
const detail = json("The list", ShortlistDetailSchema);
const entry = json("The entry", ShortlistEntrySchema);

const listRoute = createRoute({
  method: "get",
  path: "/me/shortlists",
  tags: TAGS,
  summary: "The account's shortlists, most recently changed first, with talent counts and a few pictures",
  description: "With `talent`, each list says the entry of that talent on it (null when not on it).",
  request: { query: z.object({ talent: z.string().min(1).max(100).optional() }) },
  responses: { 200: json("The lists", ShortlistListSchema), ...refusals },
});

const createListRoute = createRoute({
  method: "post",
  path: "/me/shortlists",
  tags: TAGS,
  summary: "Make a shortlist with a name and a brief (job, dates, location)",
  request: { body: jsonBody(ShortlistInputSchema) },
  responses: { 201: detail, 400: { description: "A field is invalid" }, ...refusals },
});

const readRoute = createRoute({
  method: "get",
  path: "/me/shortlists/{id}",
  tags: TAGS,
  summary:
    "One shortlist: its talents in order with the private notes, how many were removed with their profile, its links to clients and their picks",
  request: { params: idParam },
  responses: { 200: detail, ...refusals, ...missing },
});

const editRoute = createRoute({
  method: "put",
  path: "/me/shortlists/{id}",
  tags: TAGS,
  summary: "Rename a shortlist and change its brief",
  request: { params: idParam, body: jsonBody(ShortlistInputSchema) },
  responses: { 200: detail, 400: { description: "A field is invalid" }, ...refusals, ...missing },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/me/shortlists/{id}",
  tags: TAGS,
  summary: "Delete a shortlist with its notes, links and picks (its links stop working)",
  request: { params: idParam },
  responses: { 204: { description: "Deleted" }, ...refusals, ...missing },
});

const duplicateRoute = createRoute({
  method: "post",
  path: "/me/shortlists/{id}/duplicate",
  tags: TAGS,
  summary: "Copy a shortlist: its brief, talents, order and notes, not its links nor picks",
  request: { params: idParam },
  responses: { 201: detail, ...refusals, ...missing },
});

const addRoute = createRoute({
  method: "post",
  path: "/me/shortlists/{id}/entries",
  tags: TAGS,
  summary: "Add a public talent at the end of a shortlist; a talent already on it answers its entry (200)",
  request: { params: idParam, body: jsonBody(AddEntrySchema) },
  responses: {
    200: entry,
    201: entry,
    ...refusals,
    404: { description: "No such list of this account, or no public talent with this id" },
  },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/me/shortlists/{id}/entries/{entryId}",
  tags: TAGS,
  summary: "Take a talent off a shortlist (with its note)",
  request: { params: entryParam },
  responses: { 200: detail, ...refusals, 404: { description: "No such list or entry of this account" } },
});

const orderRoute = createRoute({
  method: "put",
  path: "/me/shortlists/{id}/order",
  tags: TAGS,
  summary: "Put a shortlist's talents in a new order: every entry id it shows, each once",
  request: { params: idParam, body: jsonBody(EntryOrderSchema) },
  responses: {
    200: detail,
    400: { description: "The body is invalid" },
    ...refusals,
    ...missing,
    409: { description: "The ids are not exactly the list's entries (the page is out of date)" },
  },
});

const noteRoute = createRoute({
  method: "put",
  path: "/me/shortlists/{id}/entries/{entryId}/note",
  tags: TAGS,
  summary: "Save the private note on a talent of a shortlist (only the owner ever sees it)",
  request: { params: entryParam, body: jsonBody(EntryNoteSchema) },
  responses: {
    200: entry,
    400: { description: "The note is too long" },
    ...refusals,
    404: { description: "No such list or entry of this account" },
  },
});

const dismissRoute = createRoute({
  method: "delete",
  path: "/me/shortlists/{id}/removed",
  tags: TAGS,
  summary: "Dismiss the notice that talents left the list because their profile was deleted",
  request: { params: idParam },
  responses: { 200: detail, ...refusals, ...missing },
});

/** The account's shortlists: its own only; another account's list answers 404 like a missing one. */
export function shortlistsRoutes(deps: ShortlistDeps & { guards: Guards }) {
  const me = async (c: Context<AppEnv>) => (await deps.guards.requireVerifiedUser(c)).user.id;
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const owner = await me(c);
      c.header("Cache-Control", "no-store");
      return c.json({ items: await listShortlists(deps.db, owner, c.req.valid("query").talent) }, 200);
    })
    .openapi(createListRoute, async (c) => {
      const owner = await me(c);
      return c.json(await createShortlist(deps, owner, c.req.valid("json")), 201);
    })
    .openapi(readRoute, async (c) => {
      const owner = await me(c);
      c.header("Cache-Control", "no-store");
      return c.json(await readShortlist(deps, owner, c.req.valid("param").id), 200);
    })
    .openapi(editRoute, async (c) => {
      const owner = await me(c);
      return c.json(await editShortlist(deps, owner, c.req.valid("param").id, c.req.valid("json")), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const owner = await me(c);
      await removeShortlist(deps, owner, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(duplicateRoute, async (c) => {
      const owner = await me(c);
      return c.json(await duplicateShortlist(deps, owner, c.req.valid("param").id, requestLanguage(c)), 201);
    })
    .openapi(addRoute, async (c) => {
      const owner = await me(c);
      const added = await addTalent(deps, owner, c.req.valid("param").id, c.req.valid("json").talentId);
      return added.created ? c.json(added.entry, 201) : c.json(added.entry, 200);
    })
    .openapi(removeRoute, async (c) => {
      const owner = await me(c);
      const { id, entryId } = c.req.valid("param");
      return c.json(await removeEntry(deps, owner, id, entryId), 200);
    })
    .openapi(orderRoute, async (c) => {
      const owner = await me(c);
      return c.json(
        await reorderEntries(deps, owner, c.req.valid("param").id, c.req.valid("json").entryIds),
        200,
      );
    })
    .openapi(noteRoute, async (c) => {
      const owner = await me(c);
      const { id, entryId } = c.req.valid("param");
      return c.json(await saveNote(deps, owner, id, entryId, c.req.valid("json").note), 200);
    })
    .openapi(dismissRoute, async (c) => {
      const owner = await me(c);
      return c.json(await dismissRemoved(deps, owner, c.req.valid("param").id), 200);
    });
}
