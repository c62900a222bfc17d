import { alertToken } from "#server/features/workspace/alert-token";
import { E2E_AUTH_SECRET } from "#tests/support/e2e-constants";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";

// Saved searches, as a person uses them: save the talent list's filters, find the search in the
// dashboard and open it again; a visitor is asked to sign in; the alert's unsubscribe link works
// without signing in. The sample talents of the main app are only read.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

for (const [label, viewport] of [
  ["on a phone", { width: 390, height: 844 }],
  ["on a desktop", { width: 1280, height: 900 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test("a signed-in account saves the filtered list, finds it in the dashboard and opens it again", async ({
      page,
      signedInUser,
    }) => {
      await signedInUser();
      const name = `Munich models ${unique()}`;
      await page.goto("/talents?location=Munich&category=visual-arts-media");
      await page.getByRole("button", { name: "Save this search" }).click();
      const dialog = page.getByRole("dialog", { name: "Save this search" });
      await dialog.getByRole("textbox", { name: "Name" }).fill(name);
      await dialog
        .getByRole("combobox", { name: "E-mail alert" })
        .selectOption({ label: "Daily, when there are new talents" });
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Save search" }).click();
      await expect(page.getByText(`Saved “${name}”`)).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.goto("/dashboard/saved-searches");
      const card = page.getByRole("article", { name });
      await expect(card).toBeVisible();
      await expect(card.getByText("Category: Visual Arts & Media · Location: Munich")).toBeVisible();
      await expect(card.getByRole("combobox", { name: "E-mail alert" })).toHaveValue("daily");
      await expect(card.getByText("Nothing new since your last visit")).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await card.getByRole("button", { name: "Open" }).click();
      await expect(page).toHaveURL(/\/talents\?category=visual-arts-media&location=Munich$/);
    });

    test("a visitor who wants to save a search is asked to sign in or create an account", async ({
      page,
    }) => {
      await page.goto("/talents?category=visual-arts-media");
      await page.getByRole("button", { name: "Save this search" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign in to save this search" });
      await expect(dialog.getByRole("link", { name: "Sign in" })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Create an account" })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test("the alert's unsubscribe link names the search and turns its alert off without signing in", async ({
      page,
      browser,
      baseURL,
      signedInUser,
    }) => {
      await signedInUser();
      const name = `Alert to stop ${unique()}`;
      const saved = await page.request.post("/api/me/saved-searches", {
        data: { name, query: "category=visual-arts-media", alert: "weekly" },
        headers: { origin: baseURL ?? "" },
      });
      expect(saved.status()).toBe(201);
      const { id } = (await saved.json()) as { id: string };

      const signedOut = await browser.newContext({ viewport });
      const visitor = await signedOut.newPage();
      await visitor.goto(`${baseURL}/alerts/unsubscribe#${alertToken(E2E_AUTH_SECRET, id)}`);
      await expect(visitor.getByRole("heading", { name: "Turn off this alert?" })).toBeVisible();
      await expect(visitor.getByText(`saved search “${name}”`)).toBeVisible();
      await expectNoAxeViolations(visitor);
      await visitor.getByRole("button", { name: "Turn off the alert" }).click();
      await expect(visitor.getByRole("heading", { name: "Alert turned off" })).toBeVisible();
      await expectNoSidewaysScroll(visitor);
      await signedOut.close();

      await page.goto("/dashboard/saved-searches");
      await expect(
        page.getByRole("article", { name }).getByRole("combobox", { name: "E-mail alert" }),
      ).toHaveValue("none");
    });

    test("a broken unsubscribe link says so", async ({ page }) => {
      await page.goto(`/alerts/unsubscribe#${"A".repeat(43)}`);
      await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
