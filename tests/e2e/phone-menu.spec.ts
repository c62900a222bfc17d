import { signInAsAdmin } from "./support/admin.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";

test.describe("the signed-in phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the account and its items directly, each labelled, and they work", async ({
    page,
    signedInUser,
  }) => {
    const { email } = await signedInUser({ email: uniqueEmail("phone-menu"), name: "Mina Menu" });
    await page.goto("/about");

    await page.getByRole("button", { name: "Open menu" }).click();
    const account = page.getByRole("dialog", { name: "Menu" }).getByRole("region", { name: "Account" });
    await expect(account.getByText(email)).toBeVisible();
    await expect(account.getByText("PH", { exact: true })).toBeVisible();
    await expect(account.getByRole("link", { name: "My Dashboard" })).toBeVisible();
    await expect(account.getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(account.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(account.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
    await expect(account.getByRole("button", { name: "Account menu" })).toHaveCount(0);

    await account.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await page.goto("/pricing");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "My Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);

    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Login" }),
    ).toBeVisible();
  });

  test("offers administrators the Admin Panel", async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL);
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const account = page.getByRole("dialog", { name: "Menu" }).getByRole("region", { name: "Account" });
    await expect(account.getByText("admin@vitrine.test")).toBeVisible();
    await expect(account.getByText("AD", { exact: true })).toBeVisible();
    await account.getByRole("link", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin-panel$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});
