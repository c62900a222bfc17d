import type { Page } from "@playwright/test";
import {
  adminRequest,
  createPendingTalent,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  signInAsAdmin,
  switchTheme,
} from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";

const WIDTHS = [390, 1280] as const;
const THEMES = ["light", "dark"] as const;

/** Axe in both themes at a phone's and a desktop's width; no sideways scrolling on either. */
async function checkEverywhere(page: Page, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await expectNoSidewaysScroll(page);
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await expectNoAxeViolations(page);
    }
  }
}

test.describe("the admin pages have no axe violations in either theme, on a phone and a desktop", () => {
  // Four axe runs a page, or eight for the editor, take their time on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let pendingId = "";
  let pendingName = "";

  test.beforeEach(async ({ page, playwright, baseURL }) => {
    const admin = await adminRequest(playwright, baseURL ?? "");
    pendingName = `Accessible Ada ${Date.now().toString(36)}`;
    pendingId = (
      await createPendingTalent(admin, pendingName, { bio: "A profile for the accessibility checks." })
    ).id;
    await admin.dispose();
    await signInAsAdmin(page, baseURL);
  });

  test("the dashboard", async ({ page }) => {
    await page.goto("/admin-panel");
    await checkEverywhere(page, async () => {
      await expect(page.getByRole("link", { name: /Pending Applications\s*\d+/ })).toBeVisible();
      await expect(page.getByText(/admin@vitrine\.test created/).first()).toBeVisible();
    });
  });

  test("Manage Talents", async ({ page }) => {
    await page.goto("/admin-panel/talents?status=pending");
    await checkEverywhere(page, async () => {
      await expect(page.getByRole("button", { name: `Approve ${pendingName}` })).toBeVisible();
    });
  });

  test("the reject dialog", async ({ page }) => {
    await page.goto("/admin-panel/talents?status=pending");
    await page.getByRole("button", { name: `Reject ${pendingName}` }).click();
    await expect(page.getByRole("dialog", { name: `Reject ${pendingName}?` })).toBeVisible();
    await checkEverywhere(page, async () => {});
  });

  test("the approve dialog", async ({ page }) => {
    await page.goto("/admin-panel/talents?status=pending");
    await page.getByRole("button", { name: `Approve ${pendingName}` }).click();
    await expect(page.getByRole("alertdialog", { name: `Approve ${pendingName}?` })).toBeVisible();
    await checkEverywhere(page, async () => {});
  });

  test("the delete dialog", async ({ page }) => {
    await page.goto("/admin-panel/talents?status=pending");
    await page.getByRole("button", { name: `Delete ${pendingName}` }).click();
    await expect(page.getByRole("alertdialog", { name: "Are you absolutely sure?" })).toBeVisible();
    await checkEverywhere(page, async () => {});
  });

  test("the review view", async ({ page }) => {
    await page.goto(`/admin-panel/talents/review/${pendingId}`);
    await checkEverywhere(page, async () => {
      await expect(page.getByRole("heading", { level: 1, name: pendingName })).toBeVisible();
    });
  });

  test("the editor, new and existing (the Admin step and the history)", async ({ page }) => {
    await page.goto("/admin-panel/talents/new");
    await checkEverywhere(page, async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Create New Talent" })).toBeVisible();
    });
    await page.goto(`/admin-panel/talents/edit/${pendingId}`);
    await page
      .getByRole("navigation", { name: "Editor steps" })
      .getByRole("button", { name: /Step 7: Admin/ })
      .click();
    await checkEverywhere(page, async () => {
      await expect(page.getByRole("heading", { level: 2, name: "Admin" })).toBeVisible();
      await expect(page.getByRole("radio", { name: "No linked user" })).toBeVisible();
    });
  });
});
