import { e2eBaseUrl } from "../support/e2e-constants.ts";
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  signInAsAdmin,
  switchTheme,
} from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";

// This spec alone uses the second e2e app, which starts with no talents (SEED_SAMPLE_DATA=false), so
// seeding it never disturbs the specs that share the main app.
const EMPTY_APP = e2eBaseUrl("empty");
test.use({ baseURL: EMPTY_APP });

test("an admin seeds an empty directory from the dashboard, and the ten sample talents go live", async ({
  page,
}) => {
  await signInAsAdmin(page, EMPTY_APP);
  await page.goto("/admin-panel");
  const card = page.getByRole("region", { name: "Database is Empty" });
  await expect(card).toBeVisible();
  await expect(page.getByRole("link", { name: /Total Talents\s*0/ })).toBeVisible();

  // The empty dashboard, in both themes, on a phone and on a desktop.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ["light", "dark"] as const) {
      await switchTheme(page, theme);
      await expectNoAxeViolations(page);
    }
    await expectNoSidewaysScroll(page);
  }

  await card.getByRole("button", { name: "Seed Initial Talents" }).click();
  await expect(page.getByText("Database has been seeded with initial data.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByRole("link", { name: /Total Talents\s*10/ })).toBeVisible();
  await expect(page.getByText("admin@vitrine.test loaded the sample talents")).toBeVisible();

  await page.goto("/talents");
  await expect(page.locator("article").getByRole("link", { name: "Lena Hartmann" })).toBeVisible();
});
