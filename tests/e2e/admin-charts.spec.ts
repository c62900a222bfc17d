import type { Locator, Page } from "@playwright/test";
import {
  adminRequest,
  createPendingTalent,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  signInAsAdmin,
  switchTheme,
} from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";
import { insertAccount } from "./support/sessions.ts";

// The admin dashboard's charts: an administrator sees them drawn, switches a chart to its table with
// the keyboard and reads the same figures, changes the range, and axe finds nothing on a desktop or a
// phone, in either theme.

/** Presses Tab from the page's heading until the target has the focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.getByRole("heading", { level: 1 }).click();
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("Tab never reached the target");
}

test.describe("the admin dashboard's charts", () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page, playwright, baseURL }) => {
    // This week: a new talent account and a profile waiting for review.
    await insertAccount(baseURL, { name: "Chart Talent" });
    const admin = await adminRequest(playwright, baseURL ?? "");
    await createPendingTalent(admin, `Charted Carla ${Date.now().toString(36)}`);
    await admin.dispose();
    await signInAsAdmin(page, baseURL);
  });

  for (const viewport of [
    { name: "a desktop", width: 1280, height: 900 },
    { name: "a phone", width: 390, height: 844 },
  ]) {
    test(`on ${viewport.name}: the charts, their tables by keyboard, the range, and axe`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/admin-panel");

      const signUps = page.getByRole("region", { name: "Sign-ups per week" });
      const chart = signUps.getByRole("img", { name: /^Sign-ups per week: chart of the last 12 weeks/ });
      await expect(chart).toBeVisible();
      // Drawn by the chart library (its lazy chunk arrived), with bars.
      await expect(chart.locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
      await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();

      const review = page.getByRole("region", { name: "Waiting for review" });
      await expect(review).toContainText(
        /The oldest has waited (less than an hour|\d+ (hour|hours|day|days)) \(since /,
      );
      await expect(page.getByRole("region", { name: "Monthly recurring revenue" })).toBeVisible();

      await expectNoSidewaysScroll(page);
      for (const theme of ["light", "dark"] as const) {
        await switchTheme(page, theme);
        await expectNoAxeViolations(page);
      }

      // The table view, by keyboard: Tab to the card's Table button and press Enter.
      const tableButton = signUps.getByRole("button", { name: "Table" });
      await tabTo(page, tableButton);
      await page.keyboard.press("Enter");
      await expect(tableButton).toHaveAttribute("aria-pressed", "true");
      const table = signUps.getByRole("table", { name: "Sign-ups per week, last 12 weeks" });
      await expect(table).toBeVisible();
      await expect(chart).toHaveCount(0);
      await expect(table.locator("tbody tr")).toHaveCount(12);
      // The current week, the last row, counts the talent account made above.
      const thisWeek = table.locator("tbody tr").last();
      const talents = Number((await thisWeek.locator("td").first().textContent())?.replace(/\D/g, ""));
      expect(talents).toBeGreaterThanOrEqual(1);

      // The table's frame scrolls by keyboard on a phone; nothing else scrolls sideways.
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // The range: 26 weeks, chosen by keyboard too.
      const range = page.getByRole("group", { name: "Time range" });
      await range.getByRole("button", { name: "26 weeks" }).focus();
      await page.keyboard.press("Space");
      await expect(range.getByRole("button", { name: "26 weeks" })).toHaveAttribute("aria-pressed", "true");
      await expect(signUps.getByRole("table", { name: "Sign-ups per week, last 26 weeks" })).toBeVisible();
      await expect(
        signUps.getByRole("table", { name: "Sign-ups per week, last 26 weeks" }).locator("tbody tr"),
      ).toHaveCount(26);

      // And back to the chart.
      await signUps.getByRole("button", { name: "Chart" }).press("Enter");
      await expect(
        signUps.getByRole("img", { name: /^Sign-ups per week: chart of the last 26 weeks/ }),
      ).toBeVisible();
    });
  }
});
