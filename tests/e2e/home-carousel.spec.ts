import { expect, test } from "./support/fixtures.ts";

test.describe("the home page's featured talents", () => {
  // The main app's featured talents are the sample data's, in their order: no spec changes the
  // featured list there (see e2e-constants.ts).
  test("the carousel shows the sample data's featured talents in their order (Lena Hartmann, then Sofía Márquez) and leads to all talents", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Featured Talents" });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toContainText("Lena Hartmann");
    await expect(slides.nth(1)).toContainText("Sofía Márquez");
    await carousel.getByRole("button", { name: "Next talents" }).click();
    await carousel.getByRole("link", { name: "Explore All Talents" }).click();
    await expect(page).toHaveURL(/\/talents$/);
  });

  test("it advances by itself every four seconds", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const track = page.getByRole("region", { name: "Featured Talents" }).locator("ul").first();
    await expect(track).toBeVisible();
    const start = await track.evaluate((el) => getComputedStyle(el).transform);
    await expect
      .poll(async () => track.evaluate((el) => getComputedStyle(el).transform), { timeout: 9000 })
      .not.toBe(start);
  });
});
