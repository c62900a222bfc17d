import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger.ts";
import { renderMail } from "./mail-layout.ts";
import { createMailer } from "./mailer.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the mailer without SMTP_URL", () => {
  it("writes each message as an .eml file with HTML and plain text parts", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-mail-"));
    dirs.push(dataDir);
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: "Vitrine <no-reply@vitrine.test>", dataDir },
      createLogger("silent"),
    );
    const body = renderMail({
      preheader: "Confirm your address",
      heading: "Confirm your e-mail <address>",
      paragraphs: ["Welcome to Vitrine."],
      action: { label: "Confirm e-mail", url: "http://localhost:3000/api/auth/verify-email?token=abc" },
    });
    expect(await mailer.send({ to: "lena@example.com", subject: "Confirm your e-mail", ...body })).toBe(true);

    const files = readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dataDir, "mail", files[0] ?? ""), "utf8");
    expect(eml).toContain("To: lena@example.com");
    expect(eml).toContain("Subject: Confirm your e-mail");
    expect(eml).toContain("text/plain");
    expect(eml).toContain("text/html");
    expect(body.html).toContain("&#60;address&#62;");
    expect(body.text).toContain("Confirm e-mail: http://localhost:3000/api/auth/verify-email?token=abc");
  });

  it("reports a failed write instead of throwing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-mail-"));
    dirs.push(dir);
    const notADirectory = path.join(dir, "a-file");
    writeFileSync(notADirectory, "occupied");
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: "Vitrine <no-reply@vitrine.test>", dataDir: notADirectory },
      createLogger("silent"),
    );
    expect(await mailer.send({ to: "a@example.com", subject: "x", html: "<p>x</p>", text: "x" })).toBe(false);
  });
});
