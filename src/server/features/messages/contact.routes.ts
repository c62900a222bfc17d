import { randomUUID } from "node:crypto";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { listAdminRecipients } from "#server/accounts/accounts.repository";
import type { BotCheck } from "#server/botcheck/botcheck";
import { requireBotCheck } from "#server/botcheck/require-bot-check";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { jsonBody } from "#server/http/json-body";
import { requestLanguage } from "#server/http/request-language";
import { validationHook } from "#server/http/validation-hook";
import type { Logger } from "#server/lib/logger";
import type { MailOutbox } from "#server/mail/mail-outbox";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import { SENDER_RATE_LIMIT, storeWithinSenderLimit } from "#server/senders/sender-limit";
import { ContactMessageInputSchema } from "#shared/contact/contact.schema";
import { contactMessageMail } from "./contact-mails.ts";
import { insertContactMessage } from "./messages.repository.ts";

/** Messages one address may send per window: the budget the contact form shares with inquiries. */
export const CONTACT_RATE_LIMIT = SENDER_RATE_LIMIT;

const contactRoute = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Contact"],
  summary: "Send a message to the Vitrine team (bot check in the X-Altcha header; limited per address)",
  request: {
    headers: z.object({ "x-altcha": z.string().optional() }),
    body: jsonBody(ContactMessageInputSchema),
  },
  responses: {
    201: {
      description: "Stored for the team's inbox",
      content: { "application/json": { schema: z.object({ id: z.string() }) } },
    },
    400: { description: "A field is invalid" },
    422: { description: "The bot check is missing or failed" },
    429: { description: "Too many messages from this address" },
  },
});

export function contactRoutes(deps: {
  db: Kysely<Database>;
  botCheck: BotCheck;
  mail: MailOutbox;
  realtime: RealtimeHub;
  log: Logger;
  publicUrl: string;
}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(contactRoute, async (c) => {
    const input = c.req.valid("json");
    const ip = c.get("clientIp");
    await requireBotCheck(deps.botCheck, c.req.valid("header")["x-altcha"]);
    const id = randomUUID();
    // The message and the admins' mails are stored together, or neither (ADR 29), within the
    // address's budget of messages. The page's language is kept for any mail to the sender.
    await storeWithinSenderLimit(deps.db, { ip }, async (trx) => {
      await insertContactMessage(trx, {
        id,
        ...input,
        sender_ip: ip,
        sender_language: requestLanguage(c),
        created_at: new Date().toISOString(),
      });
      for (const admin of await listAdminRecipients(trx)) {
        await deps.mail.enqueue(trx, contactMessageMail(admin, input, deps.publicUrl));
      }
    });
    deps.mail.wake();
    await deps.realtime.publish({ type: "message.received" });
    return c.json({ id }, 201);
  });
}
