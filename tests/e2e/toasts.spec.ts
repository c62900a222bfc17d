import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/**
 * The toast with this title is on screen, and covers neither the focused control (which must be the
 * one named) nor any of the controls given.
 */
async function expectToastClearOf(
  page: Page,
  title: string,
  focused: Locator,
  others: Record<string, Locator>,
): Promise<void> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  // Measure once the toast has slid in.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await expect(toast).toBeInViewport({ ratio: 1 });
  await expect(focused).toBeFocused();
  const toastBox = await boxOf(toast);
  expect(overlaps(toastBox, await boxOf(focused)), `the toast covers the focused ${focused}`).toBe(false);
  for (const [name, control] of Object.entries(others)) {
    expect(overlaps(toastBox, await boxOf(control)), `the toast covers ${name}`).toBe(false);
  }
}

test.describe("toasts", () => {
  test("after a save in the wizard no toast covers the focused Save & Continue or the bottom navigation, on a phone and a desktop", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInUser({ name: "Tess Toast" });
    await page.goto("/dashboard/profile");
    const save = page.getByRole("button", { name: "Save & Continue" });
    const back = page.getByRole("button", { name: "Back" });
    const bottomNav = page.getByRole("navigation", { name: "Dashboard" });

    // On a phone: the wizard's bar and the dashboard's bottom bar stay uncovered.
    await page.getByLabel("Location").fill("Porto");
    await save.click();
    await expect(page.getByRole("heading", { level: 2, name: "Details" })).toBeVisible();
    await expectToastClearOf(page, "Profile Created!", save, {
      Back: back,
      "the bottom navigation": bottomNav,
    });

    // A failed save leaves the button where it was pressed: at the bottom right of a desktop screen.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.route("**/api/talents/*", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 500,
            json: { error: { code: "INTERNAL", message: "Something went wrong on our side." } },
          })
        : route.fallback(),
    );
    await save.evaluate((button) => button.scrollIntoView({ block: "end" }));
    await save.click();
    await expectToastClearOf(page, "Failed to save profile", save, { Back: back });

    // Saved at last: the next step's button keeps the focus and stays uncovered.
    await page.unroute("**/api/talents/*");
    await save.click();
    await expect(page.getByRole("heading", { level: 2, name: "Category" })).toBeVisible();
    await expectToastClearOf(page, "Details information saved.", save, { Back: back });
  });
});
