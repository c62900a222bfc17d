import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "#server/config";
import type { Logger } from "#server/lib/logger";
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from "#server/lib/owner-only";
import type { MailMessage } from "./mail-message.ts";

/** Timeouts short enough that a stalled server costs a retry, not minutes (ADR 29). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A failure the server will not change its mind about (a 5xx answer): retrying cannot help. */
export class PermanentMailError extends Error {}

export type MailTransport = {
  /**
   * Delivers one message; resolves once the SMTP server accepted it (or the file is written), throws
   * otherwise (a PermanentMailError when retrying cannot help). `messageId` is the same on every
   * attempt, so a receiver can recognise a message delivered twice.
   */
  deliver: (message: MailMessage, messageId: string) => Promise<void>;
  close: () => void;
};

/** Pooled SMTP through nodemailer when SMTP_URL is set, else `.eml` files under DATA_DIR/mail. */
export function createMailTransport(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir" | "publicUrl">,
  log: Logger,
): MailTransport {
  const domain = new URL(config.publicUrl).hostname || "vitrine.local";
  const envelope = (message: MailMessage, messageId: string) => ({
    from: config.mailFrom,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: `<${messageId}@${domain}>`,
    // One-click unsubscribe (RFC 8058): the client POSTs "List-Unsubscribe=One-Click" to the address.
    ...(message.listUnsubscribe
      ? {
          list: { unsubscribe: { url: message.listUnsubscribe } },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
  });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 3,
      ...SMTP_TIMEOUTS,
    });
    return {
      async deliver(message, messageId) {
        try {
          await transport.sendMail(envelope(message, messageId));
        } catch (err) {
          const code = (err as { responseCode?: number }).responseCode;
          if (code !== undefined && code >= 500) throw new PermanentMailError((err as Error).message);
          throw err;
        }
      },
      close: () => transport.close(),
    };
  }

  const folder = path.join(config.dataDir, "mail");
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async deliver(message, messageId) {
      const built = await builder.sendMail(envelope(message, messageId));
      // A message holds sign-in links and what people wrote: for the owner only (ADR 40).
      await mkdir(folder, { recursive: true, mode: OWNER_ONLY_DIR });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const temporary = path.join(folder, `.${name}.tmp`);
      await writeFile(temporary, built.message as Buffer, { mode: OWNER_ONLY_FILE });
      await rename(temporary, path.join(folder, name));
      // Only in this local mode are links logged: someone trying Vitrine has no mailbox.
      log.info(
        { file: path.join(folder, name), subject: message.subject, links: message.links },
        "mail written",
      );
    },
    close: () => builder.close(),
  };
}
