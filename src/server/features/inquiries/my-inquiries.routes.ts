import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Guards } from "#server/auth/guards";
import { actorOfVerified } from "#server/auth/policy";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import {
  INQUIRY_FOLDERS,
  InquiryArchiveSchema,
  InquiryListSchema,
  InquiryReplySchema,
  InquiryReportSchema,
  InquirySettingsSchema,
  InquiryThreadSchema,
  InquiryUnreadSchema,
} from "#shared/inquiries/inquiry.schema";
import {
  countUnread,
  findOwnTalent,
  listTalentInquiries,
  setInquiriesEnabled,
} from "./inquiries.repository.ts";
import {
  type InquiryDeps,
  markOwnThread,
  readOwnThread,
  replyAsTalent,
  reportOwnThread,
} from "./inquiries.service.ts";

const refusals = {
  401: { description: "Not signed in" },
  403: { description: "E-mail not confirmed" },
} as const;
const threadResponse = {
  description: "The thread",
  content: { "application/json": { schema: InquiryThreadSchema } },
};
const idParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: "get",
  path: "/me/inquiries",
  tags: ["Inquiries"],
  summary: "The inquiries to the account's profile: one folder (inbox, archived, spam), most recent first",
  request: { query: z.object({ folder: z.enum(INQUIRY_FOLDERS).default("inbox") }) },
  responses: {
    200: { description: "The folder", content: { "application/json": { schema: InquiryListSchema } } },
    ...refusals,
  },
});

const unreadRoute = createRoute({
  method: "get",
  path: "/me/inquiries/unread",
  tags: ["Inquiries"],
  summary: "How many threads in the inbox have something unread (the navigation's count)",
  responses: {
    200: { description: "The count", content: { "application/json": { schema: InquiryUnreadSchema } } },
    ...refusals,
  },
});

const threadRoute = createRoute({
  method: "get",
  path: "/me/inquiries/{id}",
  tags: ["Inquiries"],
  summary: "One thread of the account's profile, with the sender's address (shown only inside Vitrine)",
  request: { params: idParam },
  responses: { 200: threadResponse, ...refusals, 404: { description: "No such thread of this account" } },
});

const action = <P extends string, Body extends z.ZodType>(
  path: P,
  summary: string,
  body: Body,
  ok: 200 | 201 = 200,
) =>
  createRoute({
    method: "post",
    path: `/me/inquiries/{id}/${path}` as const,
    tags: ["Inquiries"],
    summary,
    request: { params: idParam, body: jsonBody(body) },
    responses: {
      [ok]: threadResponse,
      400: { description: "The body is invalid" },
      ...refusals,
      404: { description: "No such thread of this account" },
    },
  });

const replyRoute = action(
  "replies",
  "Answer the sender: mailed to them with a private link that works 90 days",
  InquiryReplySchema,
  201,
);
const readRoute = action("read", "Mark a thread read or unread", z.object({ read: z.boolean() }));
const archiveRoute = action(
  "archive",
  "Archive a thread, or move it back to the inbox",
  InquiryArchiveSchema,
);
const spamRoute = action(
  "spam",
  "Mark a thread as spam, which blocks its sender for this profile (or undo it)",
  z.object({ spam: z.boolean() }),
);
const reportRoute = action("report", "Report a thread to the admins, with a reason", InquiryReportSchema);

const settingsRoute = createRoute({
  method: "put",
  path: "/me/inquiry-settings",
  tags: ["Inquiries"],
  summary: "Switch inquiries to the account's profile on or off (no new review needed)",
  request: { body: jsonBody(InquirySettingsSchema) },
  responses: {
    200: {
      description: "Saved",
      content: { "application/json": { schema: InquirySettingsSchema } },
    },
    ...refusals,
    404: { description: "The account has no profile yet" },
  },
});

/** The talent's inbox: their own profile's threads only. */
export function myInquiriesRoutes(deps: InquiryDeps & { guards: Guards }) {
  const actor = async (c: Parameters<Guards["requireVerifiedUser"]>[0]) =>
    actorOfVerified(await deps.guards.requireVerifiedUser(c));
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const me = await actor(c);
      c.header("Cache-Control", "no-store");
      const talent = await findOwnTalent(deps.db, me.userId);
      if (!talent) return c.json({ items: [], unread: 0, enabled: false, hasProfile: false }, 200);
      const [items, unread] = await Promise.all([
        listTalentInquiries(deps.db, talent.id, c.req.valid("query").folder),
        countUnread(deps.db, talent.id),
      ]);
      return c.json({ items, unread, enabled: talent.inquiries_enabled === 1, hasProfile: true }, 200);
    })
    .openapi(unreadRoute, async (c) => {
      const me = await actor(c);
      c.header("Cache-Control", "no-store");
      const talent = await findOwnTalent(deps.db, me.userId);
      return c.json({ unread: talent ? await countUnread(deps.db, talent.id) : 0 }, 200);
    })
    .openapi(threadRoute, async (c) => {
      const me = await actor(c);
      c.header("Cache-Control", "no-store");
      return c.json(await readOwnThread(deps, me, c.req.valid("param").id), 200);
    })
    .openapi(replyRoute, async (c) => {
      const { message } = c.req.valid("json");
      return c.json(await replyAsTalent(deps, await actor(c), c.req.valid("param").id, message), 201);
    })
    .openapi(readRoute, async (c) => {
      const { read } = c.req.valid("json");
      return c.json(await markOwnThread(deps, await actor(c), c.req.valid("param").id, { read }), 200);
    })
    .openapi(archiveRoute, async (c) => {
      const { archived } = c.req.valid("json");
      return c.json(await markOwnThread(deps, await actor(c), c.req.valid("param").id, { archived }), 200);
    })
    .openapi(spamRoute, async (c) => {
      const { spam } = c.req.valid("json");
      return c.json(await markOwnThread(deps, await actor(c), c.req.valid("param").id, { spam }), 200);
    })
    .openapi(reportRoute, async (c) => {
      const { reason } = c.req.valid("json");
      return c.json(await reportOwnThread(deps, await actor(c), c.req.valid("param").id, reason), 200);
    })
    .openapi(settingsRoute, async (c) => {
      const me = await actor(c);
      const { enabled } = c.req.valid("json");
      const talent = await findOwnTalent(deps.db, me.userId);
      if (!talent) throw new AppError("NOT_FOUND", "errors.inquiries.createProfileFirst");
      await setInquiriesEnabled(deps.db, talent.id, enabled);
      // The public profile shows or hides its button: its cached answers are cleared by this event.
      const event = talent.status === "approved" ? "talent.changed" : "talent.saved";
      await deps.realtime.publish({ type: event, talentId: talent.id, slug: talent.slug }, me.userId);
      return c.json({ enabled }, 200);
    });
}
