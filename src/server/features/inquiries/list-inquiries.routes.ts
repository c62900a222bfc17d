import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Guards } from "#server/auth/guards";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { validationHook } from "#server/http/validation-hook";
import { InquiryReplySchema, ListInquiryInputSchema } from "#shared/inquiries/inquiry.schema";
import {
  ListInquiryResultSchema,
  SentThreadListSchema,
  SentThreadSchema,
} from "#shared/inquiries/list-inquiry.schema";
import type { InquiryDeps } from "./inquiries.service.ts";
import {
  listShortlistInquiries,
  readSentThread,
  replyInSentThread,
  sendListInquiry,
} from "./list-inquiries.service.ts";

const TAGS = ["Inquiries"];
const refusals = {
  401: { description: "Not signed in" },
  403: { description: "E-mail not confirmed" },
} as const;
const idParam = z.object({ id: z.string().min(1).max(100) });
const sentThreadResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: SentThreadSchema } },
});

const sendRoute = createRoute({
  method: "post",
  path: "/me/shortlists/{id}/inquiries",
  tags: TAGS,
  summary: "Send one inquiry to every talent on the account's shortlist who takes it",
  description:
    "Each talent gets an ordinary thread of their own; the others are named with the reason they were skipped. The name, address and company are the account's. It takes one message of the address's budget; a list reaches at most 50 talents.",
  request: { params: idParam, body: jsonBody(ListInquiryInputSchema) },
  responses: {
    201: {
      description: "Sent to some, skipped for the others",
      content: { "application/json": { schema: ListInquiryResultSchema } },
    },
    400: { description: "A field is invalid" },
    ...refusals,
    404: { description: "No such shortlist of this account" },
    409: { description: "The list has no talents" },
    422: { description: "The list has more talents than one inquiry may reach" },
    429: { description: "Too many messages from this address" },
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/me/shortlists/{id}/inquiries",
  tags: TAGS,
  summary: "The threads the account started through its shortlist, with their state and unread replies",
  request: { params: idParam },
  responses: {
    200: { description: "The threads", content: { "application/json": { schema: SentThreadListSchema } } },
    ...refusals,
    404: { description: "No such shortlist of this account" },
  },
});

const threadRoute = createRoute({
  method: "get",
  path: "/me/sent-inquiries/{id}",
  tags: TAGS,
  summary: "A thread the account sent from its workspace (opening it reads the talent's replies)",
  request: { params: idParam },
  responses: {
    200: sentThreadResponse("The thread"),
    ...refusals,
    404: { description: "No such thread sent by this account" },
  },
});

const replyRoute = createRoute({
  method: "post",
  path: "/me/sent-inquiries/{id}/replies",
  tags: TAGS,
  summary: "Answer in a thread the account sent (the sender's link's rules: budget, blocks)",
  request: { params: idParam, body: jsonBody(InquiryReplySchema) },
  responses: {
    201: sentThreadResponse("Answered"),
    400: { description: "The message is empty or too long" },
    ...refusals,
    404: { description: "No such thread sent by this account" },
    429: { description: "Too many messages from this address" },
  },
});

/** An account's inquiries to its shortlists' talents, and the threads they started. */
export function listInquiriesRoutes(deps: InquiryDeps & { guards: Guards }) {
  const owner = async (c: Parameters<Guards["requireVerifiedUser"]>[0]) =>
    (await deps.guards.requireVerifiedUser(c)).user.id;
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(sendRoute, async (c) => {
      const me = await owner(c);
      const result = await sendListInquiry(
        deps,
        me,
        c.req.valid("param").id,
        c.req.valid("json"),
        c.get("clientIp"),
      );
      return c.json(result, 201);
    })
    .openapi(listRoute, async (c) => {
      const me = await owner(c);
      c.header("Cache-Control", "no-store");
      return c.json({ items: await listShortlistInquiries(deps, me, c.req.valid("param").id) }, 200);
    })
    .openapi(threadRoute, async (c) => {
      const me = await owner(c);
      c.header("Cache-Control", "no-store");
      return c.json(await readSentThread(deps, me, c.req.valid("param").id), 200);
    })
    .openapi(replyRoute, async (c) => {
      const me = await owner(c);
      const { message } = c.req.valid("json");
      return c.json(
        await replyInSentThread(deps, me, c.req.valid("param").id, message, c.get("clientIp")),
        201,
      );
    });
}
