import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { BotCheck } from "#server/botcheck/botcheck";
import { requireBotCheck } from "#server/botcheck/require-bot-check";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { requestLanguage } from "#server/http/request-language";
import { validationHook } from "#server/http/validation-hook";
import {
  InquiryInputSchema,
  InquiryReplySchema,
  SenderThreadSchema,
  THREAD_TOKEN_HEADER,
} from "#shared/inquiries/inquiry.schema";
import { type InquiryDeps, readSenderThread, replyAsSender, sendInquiry } from "./inquiries.service.ts";

const tokenHeader = z.object({ [THREAD_TOKEN_HEADER]: z.string().optional() });
const senderThreadResponse = {
  description: "The conversation",
  content: { "application/json": { schema: SenderThreadSchema } },
};

const sendRoute = createRoute({
  method: "post",
  path: "/talents/{id}/inquiries",
  tags: ["Inquiries"],
  summary:
    "Send a talent an inquiry (bot check in the X-Altcha header; limited per address together with the contact form)",
  description:
    "The talent gets a mail and the inquiry in their dashboard; the address the sender gave gets a mail that it was delivered, with a private link to the conversation and nothing the sender wrote. The talent's address is never revealed.",
  request: {
    params: z.object({ id: z.string().min(1).max(100) }),
    headers: z.object({ "x-altcha": z.string().optional() }),
    body: jsonBody(InquiryInputSchema),
  },
  responses: {
    201: {
      description: "Sent",
      content: { "application/json": { schema: z.object({ id: z.string() }) } },
    },
    400: { description: "A field is invalid, or the talent does not take this kind of job" },
    403: { description: "The talent does not accept inquiries, or not from this address" },
    404: { description: "No public talent with this id" },
    422: { description: "The bot check is missing or failed" },
    429: { description: "Too many messages from this address" },
  },
});

const threadRoute = createRoute({
  method: "get",
  path: "/inquiry-thread",
  tags: ["Inquiries"],
  summary: "The conversation a sender's private link opens (token in the X-Thread-Token header)",
  request: { headers: tokenHeader },
  responses: {
    200: senderThreadResponse,
    404: { description: "The link is not valid" },
    410: { description: "The link has expired (after 90 days)" },
  },
});

const senderReplyRoute = createRoute({
  method: "post",
  path: "/inquiry-thread/replies",
  tags: ["Inquiries"],
  summary: "The sender answers in their conversation (token in the X-Thread-Token header)",
  request: { headers: tokenHeader, body: jsonBody(InquiryReplySchema) },
  responses: {
    201: senderThreadResponse,
    400: { description: "The message is empty or too long" },
    403: { description: "The talent takes no further messages from this sender" },
    404: { description: "The link is not valid" },
    410: { description: "The link has expired" },
    429: { description: "Too many messages from this address" },
  },
});

/** What a visitor without an account does: send an inquiry, read and answer through the private link. */
export function inquiriesRoutes(deps: InquiryDeps & { botCheck: BotCheck }) {
  return (
    new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
      .openapi(sendRoute, async (c) => {
        const input = c.req.valid("json");
        await requireBotCheck(deps.botCheck, c.req.valid("header")["x-altcha"]);
        const sender = { ip: c.get("clientIp"), language: requestLanguage(c) };
        return c.json(await sendInquiry(deps, c.req.valid("param").id, input, sender), 201);
      })
      // Their answers carry no-store, no-referrer and noindex (privateLinkHeaders in security-headers.ts).
      .openapi(threadRoute, async (c) => {
        return c.json(await readSenderThread(deps, c.req.valid("header")[THREAD_TOKEN_HEADER]), 200);
      })
      .openapi(senderReplyRoute, async (c) => {
        const { message } = c.req.valid("json");
        return c.json(
          await replyAsSender(deps, c.req.valid("header")[THREAD_TOKEN_HEADER], message, c.get("clientIp")),
          201,
        );
      })
  );
}
