import type { Page, Route } from "@playwright/test";
import { profilePath } from "#shared/talents/slug";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { adminRequest, createPendingTalent } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";

// These specs approve talents they create: they run on the moderation app, so the public lists that
// other specs count on the main app never change under them.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Failure = "server error" | "network error";

const SERVER_MESSAGE = "The database is not reachable.";
const NETWORK_MESSAGE = "Could not reach Vitrine. Check your connection and try again.";

/**
 * Makes the API requests matching `pattern` fail, as a server error (500 with our error body) or as a
 * dropped connection, until the returned function is called.
 */
async function failRequests(page: Page, pattern: string | RegExp, failure: Failure): Promise<() => void> {
  let failing = true;
  await page.route(pattern, (route: Route) => {
    if (!failing) return route.continue();
    if (failure === "network error") return route.abort("internetdisconnected");
    return route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL", message: SERVER_MESSAGE } }),
    });
  });
  return () => {
    failing = false;
  };
}

/**
 * The first page arrives rendered by the server with its data (ADR 32), so each failure is met where
 * the client loads data itself: on a navigation inside the app.
 */
const followLink = (page: Page, name: string) =>
  page.getByRole("link", { name, exact: true }).first().click();

const expectedMessage = (failure: Failure) => (failure === "server error" ? SERVER_MESSAGE : NETWORK_MESSAGE);

for (const failure of ["server error", "network error"] as const) {
  test.describe(`a ${failure} while loading`, () => {
    // The browser reports each dropped request as an error: that is what these tests cause. Live
    // updates are held off: another spec's change to a talent on this app would make the page refetch
    // by itself and take the failure (and its Try again button) away before the button is pressed.
    // The aborted event streams are failed requests to the browser too.
    // (One pattern: Playwright would read a list of two as a value and its fixture options.)
    test.use({
      expectedConsoleErrors: [
        failure === "network error"
          ? /Failed to load resource: net::(ERR_INTERNET_DISCONNECTED|ERR_FAILED \(.*\/api\/(me\/)?events)/
          : /Failed to load resource: net::ERR_FAILED \(.*\/api\/(me\/)?events/,
      ],
    });
    test.beforeEach(async ({ page }) => {
      await page.route(/\/api\/(me\/)?events$/, (route) => route.abort());
    });
    test("a profile says what happened, never 'Page not found', and loads on Try again", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const admin = await adminRequest(playwright, baseURL ?? "");
      const name = `Reachable Rosa ${unique()}`;
      const talent = await createPendingTalent(admin, name);
      expect((await admin.post(`/api/admin/talents/${talent.id}/approve`, { data: {} })).status()).toBe(200);
      await admin.dispose();

      await page.goto(`/talents?q=${encodeURIComponent(name)}`);
      const recover = await failRequests(page, "**/api/talents/by-slug/**", failure);
      await page.locator("article").getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${profilePath(talent)}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: "We could not load this profile" }),
      ).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: expectedMessage(failure) })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
      await expect(page).toHaveTitle("Profile not loaded | Vitrine");

      recover();
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("heading", { name: "We could not load this profile" })).toHaveCount(0);
    });

    test("the talent list says what happened instead of 'No Talents Found', and loads on Try again", async ({
      page,
    }) => {
      await page.goto("/about");
      // The first page without filters has no query string.
      const recover = await failRequests(page, /\/api\/talents(\?|$)/, failure);
      await followLink(page, "Talents");
      const alert = page.getByRole("alert").filter({ hasText: "We could not load the talents" });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert.getByText(expectedMessage(failure))).toBeVisible();
      await expect(page.getByText("Talents not loaded")).toBeVisible();
      await expect(page.getByRole("heading", { name: "No Talents Found" })).toHaveCount(0);

      recover();
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByText(/^\d+ talents? found$/)).toBeVisible();
      await expect(alert).toBeHidden();
    });

    test("the home page's featured talents say what happened, and load on Try again", async ({ page }) => {
      await page.goto("/about");
      const recover = await failRequests(page, "**/api/talents/featured", failure);
      await followLink(page, "Home");
      const carousel = page.getByRole("region", { name: "Featured Talents" });
      const alert = carousel.getByRole("alert").filter({ hasText: "We could not load the featured talents" });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert.getByText(expectedMessage(failure))).toBeVisible();

      recover();
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(alert).toBeHidden();
      await expect(carousel.getByRole("listitem", { name: /^1 of \d+$/ })).toBeVisible();
    });
  });
}

test("a profile that does not exist still shows 'Page not found'", async ({ page }) => {
  await page.goto(`/talents/model/nobody-${unique()}`);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(page).toHaveTitle("Page not found | Vitrine");
});
