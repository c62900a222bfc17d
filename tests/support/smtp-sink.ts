import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string; links: string[] };

/** Undoes quoted-printable encoding, which mail bodies use for long lines, "=" signs and UTF-8. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/gi, (bytes) => Buffer.from(bytes.replace(/=/g, ""), "hex").toString("utf8"));
}

/** A header's value, its folded lines joined and its encoded words (RFC 2047, "=?UTF-8?Q?…?=") decoded. */
function headerValue(raw: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)$`, "im").exec(raw)?.[1] ?? "";
  return folded
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(word, "base64").toString("utf8")
        : decodeQuotedPrintable(word.replace(/_/g, " ")),
    )
    .trim();
}

function parse(raw: string, to: string[]): ReceivedMail {
  const subject = headerValue(raw, "Subject");
  const text = decodeQuotedPrintable(raw);
  const links = [
    ...new Set([...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0].replace(/&amp;/g, "&"))),
  ];
  return { to, raw, subject, text, links };
}

/**
 * A real SMTP server on a free local port (or on `port`, to start it again where a stopped one
 * was) that keeps what nodemailer sends to it.
 */
export async function startSmtpSink(options: { port?: number } = {}) {
  const messages: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const listeners: ((m: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parse(
          Buffer.concat(chunks).toString("utf8"),
          session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        );
        messages.push(mail);
        for (const listener of listeners) listener(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    onMessage: (listener: (m: ReceivedMail) => void) => listeners.push(listener),
    /** Resolves with the first mail (already received or arriving) to the address whose subject matches. */
    waitFor(to: string, subject: RegExp = /.*/, timeoutMs = 10_000): Promise<ReceivedMail> {
      const match = (m: ReceivedMail) => m.to.includes(to.toLowerCase()) && subject.test(m.subject);
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail to ${to} matching ${subject} arrived`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
