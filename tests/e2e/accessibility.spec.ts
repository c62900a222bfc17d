import { axeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const PAGES = [
  "/",
  "/about",
  "/pricing",
  "/contact",
  "/talents",
  "/talents/model/lena-hartmann-a3f1",
  "/become-a-talent",
  "/login",
  "/signup",
  "/forgot-password",
  "/terms-and-conditions",
  "/privacy-policy",
  "/legal-notice",
  "/no-such-page",
  "/admin-panel/login",
];

for (const theme of ["light", "dark"] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
        await page.goto(path);
        await expect(page.locator("h1").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("accessibility on a first visit", () => {
  test.use({ cookieChoice: "pending" });

  for (const theme of ["light", "dark"] as const) {
    test(`the cookie banner and its preferences dialog have no axe violations in the ${theme} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);

      await banner.getByRole("button", { name: "Customize" }).click();
      await expect(page.getByRole("dialog", { name: "Cookie preferences" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
