import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_MAIL_DIR } from "#tests/support/e2e-constants";
import { type AccountOptions, type E2eAccount, signInNewAccount, uniqueEmail } from "./sessions.ts";

export { E2E_ADMIN, expect, uniqueEmail };

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

let nextHost = 1;

type Fixtures = {
  cookieChoice: "given" | "pending";
  /**
   * The browser errors this test causes on purpose (console.error messages, uncaught page errors and
   * requests that fail without an answer), as patterns: any other fails the test.
   */
  expectedConsoleErrors: RegExp[];
  /**
   * Makes a new confirmed account directly in the app's database and signs the page's context in as
   * it (tests/e2e/support/sessions.ts): for the specs that need "a signed-in talent", not sign-up.
   */
  signedInUser: (options?: AccountOptions) => Promise<E2eAccount>;
};

/**
 * The browser's own note on a request answered with an error status ("Failed to load resource: the
 * server responded with a status of 404"): the specs that provoke a 401, 404 or 409 check that answer
 * themselves, so these notes are not counted; what the app logs, and what it throws, is.
 */
const isFailedRequestNotice = (message: ConsoleMessage) =>
  message.text().startsWith("Failed to load resource: the server responded with a status of");

/**
 * React's reports that the server's HTML did not match what the browser rendered (minified in the
 * build: #418 and #425 and #423 as React 18 numbered them, in words in development). React recovers by
 * rendering the page again in the browser, so nothing else shows it; no spec may excuse one.
 */
const HYDRATION_ERROR =
  /Minified React error #(418|423|425)\b|Hydration failed|did not match|hydrated but some attributes|while hydrating/i;

const describeConsoleMessage = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`;
};

/**
 * Every test comes from its own address (the server trusts X-Forwarded-For in e2e), for rate limits.
 * The cookie choice is made already, as a returning visitor's is, unless a spec asks for a first visit
 * with `test.use({ cookieChoice: "pending" })`. A browser error in any page of the test's context, or
 * of a context the test opens, fails the test, unless `expectedConsoleErrors` names it (a hydration
 * error always fails it).
 */
export const test = base.extend<Fixtures>({
  cookieChoice: ["given", { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  context: async ({ context, cookieChoice, expectedConsoleErrors }, use, testInfo) => {
    const errors: string[] = [];
    const watch = (watched: BrowserContext) => {
      watched.on("console", (message) => {
        if (message.type() === "error" && !isFailedRequestNotice(message)) {
          errors.push(describeConsoleMessage(message));
        }
      });
      watched.on("weberror", (error) => errors.push(`page error: ${error.error().message}`));
    };
    watch(context);
    // Contexts the test opens itself (a second visitor) are watched too, for the test's duration.
    const browser = context.browser();
    const newContext = browser?.newContext;
    if (browser && newContext) {
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        watch(opened);
        return opened;
      };
    }
    await context.setExtraHTTPHeaders({
      "x-forwarded-for": `10.20.${process.pid % 250}.${nextHost++ % 250}`,
    });
    if (cookieChoice === "given") {
      await context.addInitScript(() => {
        // A new tab's about:blank has no storage of its own (reading it throws).
        if (!window.location.protocol.startsWith("http")) return;
        if (!localStorage.getItem("vitrine-cookie-consent")) {
          localStorage.setItem(
            "vitrine-cookie-consent",
            JSON.stringify({ necessary: true, analytics: false, marketing: false, status: "given" }),
          );
        }
      });
    }
    await use(context);
    if (browser && newContext) browser.newContext = newContext;
    const unexpected = errors.filter(
      (line) => HYDRATION_ERROR.test(line) || !expectedConsoleErrors.some((pattern) => pattern.test(line)),
    );
    // A test that failed already says why; the errors are in its trace.
    if (unexpected.length > 0 && testInfo.status === testInfo.expectedStatus) {
      throw new Error(
        `The test caused ${unexpected.length} unexpected browser error(s):\n${unexpected.join("\n")}`,
      );
    }
  },
  signedInUser: async ({ context, baseURL }, use) => {
    await use((options) => signInNewAccount(context, baseURL, options));
  },
  // The public pages arrive rendered by the server (ADR 32): after `goto` and `reload` a spec acts
  // once the page's script has taken the page over (React marks the root then, and replays what
  // happens while it hydrates), as a person's click on a page still loading is lost too. Pages
  // without JavaScript are not waited for.
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
});

/**
 * Waits until the page's script has taken a server-rendered page over (React marks the root then).
 * `page.goto` does this itself; a spec calls it after a full load it caused by a click.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
  );
}

/**
 * The page, whose `goto` and `reload` now also wait for hydration: the `page` fixture is made so, and
 * a spec passes a page it opens itself through it.
 */
export function waitingForHydration(page: Page): Page {
  const thenHydrated =
    <Args extends unknown[], Result>(load: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      const response = await load(...args);
      await waitForHydration(page);
      return response;
    };
  page.goto = thenHydrated(page.goto.bind(page));
  page.reload = thenHydrated(page.reload.bind(page));
  return page;
}

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

/** The same check on a German page, where it reads „Ich bin kein Roboter“. */
export async function solveBotCheckInGerman(page: Page): Promise<void> {
  await page.getByText("Ich bin kein Roboter", { exact: true }).click();
  await expect(page.getByRole("checkbox", { name: /kein Roboter|Bestätigt/ })).toBeChecked({
    timeout: 30_000,
  });
  await expect(
    page.locator("altcha-widget [data-state='verified'], altcha-widget[data-state='verified']").first(),
  ).toBeAttached({ timeout: 30_000 });
}
