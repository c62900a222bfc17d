import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createLogger } from "#server/lib/logger";
import { apiClient } from "#tests/support/api-client";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createSecondInstance, createTestApp, type TestApp } from "#tests/support/test-app";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database";
import { renderMail } from "./mail-layout.ts";
import type { MailMessage } from "./mail-message.ts";
import { listOutbox } from "./mail-outbox.repository.ts";
import { createMailOutbox, MAX_MAIL_ATTEMPTS, retryDelayMs } from "./mail-outbox.ts";
import { createMailTransport, PermanentMailError } from "./mail-transport.ts";

const message = (to: string, subject: string): MailMessage => ({
  to,
  subject,
  ...renderMail("en", { preheader: subject, heading: subject, paragraphs: ["Hello."] }),
});

async function signUp(t: TestApp, email: string) {
  const client = apiClient(t);
  return client.post(
    "/api/auth/sign-up/email",
    { name: "Outbox Olga", email, password: "secret-123", callbackURL: "/verify-email?verified=1" },
    { headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) } },
  );
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the mail outbox with SMTP", () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.dispose();
    await smtp.close();
  });
  const rowsTo = async (to: string) =>
    (await listOutbox(t.database.handle.db)).filter((r) => r.recipient === to);

  it("lets sign-up succeed while the SMTP server is down, and delivers the mail once it is back", async () => {
    await smtp.close();
    const res = await signUp(t, "outage@example.com");
    expect(res.status).toBe(200);

    // The worker tried, failed, and scheduled a retry; the mail waits in the outbox.
    const [waiting] = await until(
      () => rowsTo("outage@example.com"),
      (rows) => rows[0]?.status === "pending" && rows[0].attempts >= 1,
    );
    expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/);
    expect(Date.parse(waiting?.next_attempt_at ?? "")).toBeGreaterThan(Date.now());

    smtp = await startSmtpSink({ port: smtp.port });
    const mail = await smtp.waitFor("outage@example.com", /Confirm your e-mail/, 20_000);
    expect(mail.links.some((l) => l.includes("/api/auth/verify-email"))).toBe(true);
    const [sent] = await until(
      () => rowsTo("outage@example.com"),
      (rows) => rows[0]?.status === "sent",
    );
    // The body and its sign-in link are gone from the database once delivered.
    expect(sent).toMatchObject({ status: "sent", html: "", text: "", links: "[]" });
    await t.deps.mail.settled();
    expect(smtp.messages.filter((m) => m.to.includes("outage@example.com"))).toHaveLength(1);
  }, 40_000);

  it("answers requests without waiting for a server that accepts connections but never speaks", async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    const stalled = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const res = await signUp(stalled, "stalled@example.com");
      expect(res.status).toBe(200);
      // The request has its answer while the worker is still waiting for the server's greeting.
      await until(
        async () => sockets.size,
        (n) => n > 0,
      );
      const [row] = await listOutbox(stalled.database.handle.db);
      expect(row).toMatchObject({ recipient: "stalled@example.com", status: "sending" });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await stalled.dispose();
    }
  });

  it("sends each message exactly once with two instances' workers claiming side by side", async () => {
    const second = await createSecondInstance(t);
    try {
      second.deps.mail.start();
      const db = t.database.handle.db;
      const recipients = Array.from({ length: 24 }, (_, i) => `pair-${i}@example.com`);
      await db.transaction().execute(async (trx) => {
        for (const to of recipients) await t.deps.mail.enqueue(trx, message(to, "Claimed once"));
      });
      t.deps.mail.wake();
      second.deps.mail.wake();
      await t.deps.mail.settled();
      await second.deps.mail.settled();
      for (const to of recipients) {
        expect(
          smtp.messages.filter((m) => m.to.includes(to)),
          to,
        ).toHaveLength(1);
      }
      const ids = smtp.messages
        .filter((m) => m.subject === "Claimed once")
        .map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]);
      expect(new Set(ids).size).toBe(recipients.length);
    } finally {
      await second.dispose();
    }
  });

  it("stores nothing when the change that caused a mail is rolled back", async () => {
    const db = t.database.handle.db;
    await db
      .transaction()
      .execute(async (trx) => {
        await t.deps.mail.enqueue(trx, message("rolled-back@example.com", "Never"));
        throw new Error("the change failed");
      })
      .catch(() => {});
    expect(await rowsTo("rolled-back@example.com")).toEqual([]);
  });

  it("sends a mail's one-click unsubscribe address as List-Unsubscribe and List-Unsubscribe-Post, then forgets it", async () => {
    const url = "http://localhost:3000/api/saved-search-alerts/unsubscribe?token=abc123";
    await t.deps.mail.enqueue(t.database.handle.db, {
      ...message("one-click@example.com", "Turn me off"),
      listUnsubscribe: url,
    });
    const received = await smtp.waitFor("one-click@example.com", /Turn me off/);
    // Long headers are folded onto several lines.
    const headers = received.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
    expect(headers.split(/\r?\n/)).toEqual(
      expect.arrayContaining([
        `List-Unsubscribe: <${url}>`,
        "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
      ]),
    );
    await t.deps.mail.settled();
    const [row] = await rowsTo("one-click@example.com");
    expect(row).toMatchObject({ status: "sent", list_unsubscribe: null });
  });

  it("sends no List-Unsubscribe header on a mail without one", async () => {
    await t.deps.mail.enqueue(t.database.handle.db, message("plain@example.com", "Plain"));
    const received = await smtp.waitFor("plain@example.com", /Plain/);
    expect(received.raw).not.toMatch(/^List-Unsubscribe/im);
  });
});

describe("giving up", () => {
  // A database of its own: an app's worker would otherwise claim (and send) the message first.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it("keeps a message the server refuses for good, marked failed, and logs it", async () => {
    const logged: string[] = [];
    const log = createLogger("error");
    log.error = ((obj: unknown, msg?: string) => {
      logged.push(`${msg} ${JSON.stringify(obj)}`);
    }) as typeof log.error;
    const outbox = createMailOutbox({
      db: database.handle.db,
      transport: {
        deliver: async () => {
          throw new PermanentMailError("550 mailbox unavailable");
        },
        close: () => {},
      },
      log,
    });
    outbox.start();
    await outbox.enqueue(database.handle.db, message("nobody@example.com", "Refused"));
    await outbox.settled();
    await outbox.stop();
    const [row] = (await listOutbox(database.handle.db)).filter((r) => r.recipient === "nobody@example.com");
    expect(row).toMatchObject({ status: "failed", attempts: 1, last_error: "550 mailbox unavailable" });
    expect(logged.some((line) => line.includes("mail given up") && line.includes(row?.id ?? "-"))).toBe(true);
  });

  it("gives up after its last attempt, and waits longer before each retry", async () => {
    const outbox = createMailOutbox({
      db: database.handle.db,
      transport: {
        deliver: async () => {
          throw new Error("connect ECONNREFUSED");
        },
        close: () => {},
      },
      log: createLogger("silent"),
    });
    await outbox.enqueue(database.handle.db, message("last@example.com", "Last try"));
    await database.handle.db
      .updateTable("mail_outbox")
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where("recipient", "=", "last@example.com")
      .execute();
    outbox.start();
    await outbox.settled();
    await outbox.stop();
    const [row] = (await listOutbox(database.handle.db)).filter((r) => r.recipient === "last@example.com");
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });

    const mid = () => 0.5;
    expect(retryDelayMs(1, mid)).toBe(5_000);
    expect(retryDelayMs(2, mid)).toBe(10_000);
    expect(retryDelayMs(30, mid)).toBe(30 * 60_000);
  });
});

describe("the mail outbox without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it("writes each message as an .eml file through the same outbox, and logs its links", async () => {
    const logged: unknown[] = [];
    const log = createLogger("info");
    log.info = ((obj: unknown) => {
      logged.push(obj);
    }) as typeof log.info;
    const transport = createMailTransport(t.config, log);
    // A database of its own, so that the app's worker (with its silent log) cannot claim the message.
    const own = await createTestDatabase();
    onTestFinished(() => own.dispose());
    const outbox = createMailOutbox({ db: own.handle.db, transport, log: createLogger("silent") });
    outbox.start();
    const link = "http://localhost:3000/api/auth/verify-email?token=abc";
    await outbox.enqueue(own.handle.db, {
      to: "file@example.com",
      subject: "Confirm your e-mail",
      links: [link],
      ...renderMail("en", {
        preheader: "Confirm",
        heading: "Confirm your e-mail <address>",
        paragraphs: ["Welcome."],
        action: { label: "Confirm e-mail", url: link },
      }),
    });
    await outbox.settled();
    await outbox.stop();

    const folder = path.join(t.config.dataDir, "mail");
    const files = readdirSync(folder).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(folder, files[0] ?? ""), "utf8");
    expect(eml).toContain("To: file@example.com");
    expect(eml).toContain("Subject: Confirm your e-mail");
    expect(eml).toContain("text/plain");
    expect(eml).toContain("&#60;address&#62;");
    // A message holds sign-in links and what people wrote: the owner's alone.
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(folder, files[0] ?? "")).mode & 0o777).toBe(0o600);
    expect(logged).toContainEqual(expect.objectContaining({ subject: "Confirm your e-mail", links: [link] }));
  });

  it("turns sign-up's mail into a file too", async () => {
    expect((await signUp(t, "eml@example.com")).status).toBe(200);
    await t.deps.mail.settled();
    const folder = path.join(t.config.dataDir, "mail");
    const emls = readdirSync(folder).map((f) => readFileSync(path.join(folder, f), "utf8"));
    expect(emls.some((eml) => eml.includes("To: eml@example.com"))).toBe(true);
  });
});
