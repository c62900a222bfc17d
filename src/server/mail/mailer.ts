import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The links the mail carries; logged in file mode so a local user can follow them. */
  links?: string[];
};

export type Mailer = {
  /** Sends the message; resolves false (and logs) when it could not be sent. */
  send: (message: MailMessage) => Promise<boolean>;
};

/** SMTP through nodemailer when SMTP_URL is set, else `.eml` files under DATA_DIR/mail. */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">, log: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
          });
          log.info({ subject: message.subject }, "mail sent");
          return true;
        } catch (err) {
          log.error(
            { err: { message: (err as Error).message }, subject: message.subject },
            "mail could not be sent",
          );
          return false;
        }
      },
    };
  }

  const folder = path.join(config.dataDir, "mail");
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      try {
        const built = await builder.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
        });
        await mkdir(folder, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
        const temporary = path.join(folder, `.${name}.tmp`);
        await writeFile(temporary, built.message as Buffer);
        await rename(temporary, path.join(folder, name));
        // Only in this local mode are links logged: someone trying Vitrine has no mailbox.
        log.info(
          { file: path.join(folder, name), subject: message.subject, links: message.links },
          "mail written",
        );
        return true;
      } catch (err) {
        log.error(
          { err: { message: (err as Error).message }, subject: message.subject },
          "mail could not be written",
        );
        return false;
      }
    },
  };
}
