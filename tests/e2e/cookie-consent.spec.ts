import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

test.use({ cookieChoice: "pending" });

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("vitrine-cookie-consent") ?? "null"));

test.describe("cookie consent on a first visit", () => {
  test("Accept All allows everything, hides the banner, and the choice survives a reload", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      status: "given",
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test("Decline allows only the necessary, and the choice survives a reload", async ({ page }) => {
    await page.goto("/pricing");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      status: "given",
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test("Customize saves the chosen toggles, and the footer's Cookie settings reopens them after a reload", async ({
    page,
  }) => {
    await page.goto("/about");
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Customize" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog.getByRole("switch", { name: /Necessary/ })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: /Necessary/ })).toBeDisabled();
    await expect(dialog.getByRole("switch", { name: /Analytics/ })).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: /Marketing/ })).not.toBeChecked();
    await dialog.getByRole("switch", { name: /Analytics/ }).check();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    expect(await stored(page)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      status: "given",
    });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "About Vitrine" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("switch", { name: /Analytics/ })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: /Marketing/ })).not.toBeChecked();
  });
});
