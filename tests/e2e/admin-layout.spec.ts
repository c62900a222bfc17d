import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  signInAsAdmin,
  switchTheme,
} from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe("the admin panel's frame", () => {
  test("an admin moves through the sidebar, reaches the panel from the avatar menu, and logs out", async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page, baseURL);
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin-panel$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page).toHaveTitle("Dashboard · Admin | Vitrine");

    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    for (const [link, heading] of [
      ["Manage Talents", "Manage Talents"],
      ["Featured Talents", "Featured Talents"],
      ["Inbox", "Inbox"],
      ["Users", "Users"],
      ["Billing", "Billing"],
    ] as const) {
      await nav.getByRole("link", { name: new RegExp(`^${link}`) }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole("link", { name: new RegExp(`^${link}`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }

    // The skip link is the first stop of the keyboard and lands on the page's content.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin-panel\/login$/);
    await page.goto("/admin-panel");
    await expect(page).toHaveURL(/\/admin-panel\/login$/);
  });

  test("on a phone the sections open in a sheet, and the frame has no axe violations in either theme", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Open admin menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Admin menu" });
    await expect(sheet).toBeVisible();
    for (const theme of ["light", "dark"] as const) {
      await switchTheme(page, theme);
      await expectNoAxeViolations(page);
    }
    await sheet.getByRole("link", { name: "Manage Talents" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Manage Talents" })).toBeVisible();
  });
});
