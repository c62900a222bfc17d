import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_MAIL_DIR } from "../../support/e2e-constants.ts";

export { E2E_ADMIN, expect };

type Mail = { to: string[]; subject: string; links: string[]; text: string };

/**
 * Waits for a mail to the address (as the SMTP sink received it) whose subject matches; `mailDir`
 * names another e2e app's mail (see e2e-constants.ts).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
  mailDir = E2E_MAIL_DIR,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(mailDir).sort().reverse()) {
      const mail = JSON.parse(readFileSync(path.join(mailDir, file), "utf8")) as Mail;
      if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

/** A unique address per test run, so specs never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

let nextHost = 1;

/**
 * Every test comes from its own address (the server trusts X-Forwarded-For in e2e), for rate limits.
 * The cookie choice is made already, as a returning visitor's is, unless a spec asks for a first visit
 * with `test.use({ cookieChoice: "pending" })`.
 */
export const test = base.extend<{ cookieChoice: "given" | "pending" }>({
  cookieChoice: ["given", { option: true }],
  context: async ({ context, cookieChoice }, use) => {
    await context.setExtraHTTPHeaders({
      "x-forwarded-for": `10.20.${process.pid % 250}.${nextHost++ % 250}`,
    });
    if (cookieChoice === "given") {
      await context.addInitScript(() => {
        if (!localStorage.getItem("vitrine-cookie-consent")) {
          localStorage.setItem(
            "vitrine-cookie-consent",
            JSON.stringify({ necessary: true, analytics: false, marketing: false, status: "given" }),
          );
        }
      });
    }
    await use(context);
  },
  // The public pages arrive rendered by the server (ADR 32): a spec acts once the page's script has
  // taken the page over (React marks the root then, and replays what happens while it hydrates),
  // as a person's click on a page still loading is lost too. Pages without JavaScript are not waited for.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (...args: Parameters<typeof goto>) => {
        const response = await goto(...args);
        await page.waitForFunction(() =>
          Object.keys(document.getElementById("root") ?? {}).some((key) =>
            key.startsWith("__reactContainer"),
          ),
        );
        return response;
      };
    }
    await use(page);
  },
});

/** Signs in through the login form. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** Ticks "I'm not a robot" as a person does and waits until the proof of work is done. */
export async function solveBotCheck(page: Page): Promise<void> {
  await page.getByText("I'm not a robot").click();
  await expect(page.getByRole("checkbox", { name: /not a robot|verified/i })).toBeChecked({
    timeout: 30_000,
  });
  await expect(
    page
      .locator("altcha-widget [data-state='verified'], altcha-widget[data-state='verified']")
      .or(page.getByText("Verified"))
      .first(),
  ).toBeVisible({ timeout: 30_000 });
}

/** Signs up through the form, confirms the address from the mail, and lands on the dashboard. */
export async function confirmedAccount(
  page: Page,
  email: string,
  options: { name?: string; password?: string } = {},
): Promise<void> {
  const password = options.password ?? "secret-123";
  await page.goto("/signup");
  await page.getByLabel("Name").fill(options.name ?? "Settings Person");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel(/I accept the/).check();
  await solveBotCheck(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  const mail = await waitForMail(email, /Confirm your e-mail/);
  await page.goto(mail.links.find((l) => l.includes("/api/auth/verify-email")) ?? "/");
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
}
