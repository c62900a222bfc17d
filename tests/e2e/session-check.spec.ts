import type { Page } from "@playwright/test";
import { giveWithdrawalConsent } from "./support/billing.ts";
import { expect, test } from "./support/fixtures.ts";

// A session check that the server (or a proxy in front of it) refuses with 429 says nothing about the
// session: a signed-in talent is not signed out by it. The browser notes each 429 as a failed resource
// load, which the console rule does not count (tests/e2e/support/fixtures.ts).

const SESSION_CHECK = "**/api/auth/get-session";

/** From now on the session check is answered 429, asking to wait `retryAfter` seconds. */
async function refuseSessionChecks(page: Page, retryAfter: number) {
  await page.route(SESSION_CHECK, (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": String(retryAfter) },
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "RATE_LIMITED", message: "Too many attempts." } }),
    }),
  );
}

const notice = (page: Page) => page.getByRole("status", { name: "Session check" });

test.describe("a refused session check", () => {
  test("on /dashboard/settings before any check answered: the page says so instead of going to /login, and works once the check does", async ({
    page,
    signedInUser,
  }) => {
    await signedInUser();
    await refuseSessionChecks(page, 1);
    await page.goto("/dashboard/settings");

    const problem = page.getByRole("alert");
    await expect(problem.getByRole("heading", { name: "We couldn't check your session" })).toBeVisible();
    await expect(notice(page)).toContainText("We couldn't check your session. Retrying…");
    await expect(page).toHaveURL(/\/dashboard\/settings$/);

    await page.unroute(SESSION_CHECK);
    await problem.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(notice(page)).toBeEmpty();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test("on /dashboard/settings once signed in: the talent stays, is told, and the check recovers by itself after Retry-After", async ({
    page,
    signedInUser,
  }) => {
    await signedInUser();
    // The page's timers run on a clock the test moves: the regular check every 30 s, and the retry.
    await page.clock.install();
    await page.goto("/dashboard/settings");
    const heading = page.getByRole("heading", { level: 1, name: "Settings" });
    await expect(heading).toBeVisible();

    await refuseSessionChecks(page, 5);
    const refused = page.waitForResponse((response) => response.url().endsWith("/api/auth/get-session"));
    await page.clock.fastForward(30_000);
    expect((await refused).status()).toBe(429);
    await expect(notice(page)).toContainText("We couldn't check your session. Retrying…");
    await expect(heading).toBeVisible();
    await expect(page.getByLabel("Current password")).toBeVisible();

    await page.unroute(SESSION_CHECK);
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/get-session"));
    await page.clock.fastForward(5_000);
    expect((await answered).status()).toBe(200);
    await expect(notice(page)).toBeEmpty();
    await expect(heading).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test("on /pricing: Choose Plan does not send a signed-in talent to /login, and goes to the checkout once the check answers", async ({
    page,
    signedInUser,
  }) => {
    await signedInUser();
    await refuseSessionChecks(page, 1);
    await page.goto("/pricing");
    await expect(notice(page)).toContainText("We couldn't check your session. Retrying…");

    const starter = page.getByRole("article", { name: "Starter" });
    await starter.getByRole("button", { name: "Choose Plan: Starter" }).click();
    await expect(page.getByText("We couldn't check your session", { exact: true })).toBeVisible();
    await expect(page.getByText("Please try again in a moment.")).toBeVisible();
    await expect(page.getByText("Authentication Required")).toHaveCount(0);
    await expect(page).toHaveURL(/\/pricing$/);

    await page.unroute(SESSION_CHECK);
    await notice(page).getByRole("button", { name: "Retry now" }).click();
    await expect(notice(page)).toBeEmpty();
    await starter.getByRole("button", { name: "Choose Plan: Starter" }).click();
    await giveWithdrawalConsent(page, "Starter");
    await expect(page).toHaveURL(/\/billing\/test-checkout\//);
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe to Starter" })).toBeVisible();
  });
});
