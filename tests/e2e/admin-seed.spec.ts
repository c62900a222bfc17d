import type { Page } from "@playwright/test";
import type { AdminTalentList } from "#shared/talents/admin-talents.schema";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import {
  adminRequest,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  signInAsAdmin,
  switchTheme,
} from "./support/admin.ts";
import { withAppLock } from "./support/app-lock.ts";
import { expect, test } from "./support/fixtures.ts";

// This spec alone uses the second e2e app, which starts with no talents (SEED_SAMPLE_DATA=false), so
// seeding it never disturbs the specs that share the main app. Run again (--repeat-each), it finds
// the talents of the run before: it deletes them first, holding a lock, so two runs take turns.
const EMPTY_APP = e2eBaseUrl("empty");
test.use({ baseURL: EMPTY_APP });

test("an admin seeds an empty directory from the dashboard, and the ten sample talents go live", async ({
  page,
  playwright,
}) => {
  // Seeding draws and processes forty pictures: seconds of CPU, stretched on a busy machine; a
  // repeated run may wait for the other's turn.
  test.setTimeout(300_000);
  await withAppLock(EMPTY_APP, "empty-directory", () => seedEmptyDirectory(page, playwright));
});

/** Deletes every talent of the empty app (a run before may have seeded it) through the admin API. */
async function deleteEveryTalent(playwright: Parameters<typeof adminRequest>[0]) {
  const admin = await adminRequest(playwright, EMPTY_APP);
  for (const status of ["approved", "pending", "rejected"]) {
    for (;;) {
      const list = (await (await admin.get(`/api/admin/talents?status=${status}`)).json()) as AdminTalentList;
      if (list.items.length === 0) break;
      for (const talent of list.items) {
        expect((await admin.delete(`/api/admin/talents/${talent.id}`, { data: {} })).status()).toBe(204);
      }
    }
  }
  await admin.dispose();
}

async function seedEmptyDirectory(page: Page, playwright: Parameters<typeof adminRequest>[0]) {
  await deleteEveryTalent(playwright);
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
    timeout: 100_000,
  });
  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByRole("link", { name: /Total Talents\s*10/ })).toBeVisible();
  await expect(page.getByText("admin@vitrine.test loaded the sample talents").first()).toBeVisible();

  await page.goto("/talents");
  await expect(page.locator("article").getByRole("link", { name: "Lena Hartmann" })).toBeVisible();
}
