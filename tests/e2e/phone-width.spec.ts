import type { Locator, Page } from "@playwright/test";
import { adminRequest, createPendingTalent, signInAsAdmin } from "./support/admin.ts";
import { giveWithdrawalConsent } from "./support/billing.ts";
import { expect, test } from "./support/fixtures.ts";

// At 390 px no route may be wider than the screen: a page that pans sideways hides its own edges and
// pushes fixed navigation out of reach. Every route of the router is visited here, the wizards at
// every step; each finding is reported (soft assertions), so one run names every page that overflows.

const PHONE = { width: 390, height: 844 };

/** The document is no wider than the viewport, and nothing reaches past its right edge. */
async function expectFitsThePhone(page: Page, where: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${where} is ${scrollWidth} px wide on a ${innerWidth} px screen`)
    .toBeLessThanOrEqual(innerWidth);
}

/** Fully on screen (the bottom bars must never be pushed out of reach). */
async function expectWithinReach(locator: Locator, where: string): Promise<void> {
  await expect.soft(locator, `${where}: in reach`).toBeInViewport({ ratio: 1 });
}

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/pricing",
  "/contact",
  "/talents",
  "/talents?category=performing-arts",
  "/talents/model/lena-hartmann-a3f1",
  "/talents/model/no-such-talent",
  "/become-a-talent",
  "/de/cancel-contract",
  "/cancel-contract/confirm",
  "/login",
  "/signup",
  "/verify-email",
  "/forgot-password",
  "/reset-password?token=not-a-real-token",
  "/terms-and-conditions",
  "/privacy-policy",
  "/legal-notice",
  "/no-such-page",
  "/admin-panel/login",
];

test.describe("at 390 px no route scrolls sideways", () => {
  test.use({ viewport: PHONE });

  for (const path of PUBLIC_PAGES) {
    test(`the public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expectFitsThePhone(page, path);
    });
  }

  // German words run longer than English ones: every public page again at its German address, in one
  // visit each (the findings are soft, so each page that overflows is named).
  test("the public pages in German", async ({ page }) => {
    test.setTimeout(120_000);
    const germanPaths = PUBLIC_PAGES.filter((path) => !path.startsWith("/de/")).map((path) =>
      path === "/" ? "/de" : `/de${path}`,
    );
    for (const path of germanPaths) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.locator("h1").first()).toBeVisible();
      await expectFitsThePhone(page, path);
    }
  });

  test("the phone menu, open", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectFitsThePhone(page, "the open menu");
  });

  test("the dashboard: the new profile's wizard at every step, the summary, the edit wizard at every step, talents, settings and the test-mode checkout and portal", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(180_000);
    await signedInUser({ name: "Nora Narrow" });
    await page.goto("/dashboard/profile");

    const wizardBar = page.getByRole("button", { name: /^(Save & Continue|Finish)$/ });
    const bottomNav = page.getByRole("navigation", { name: "Dashboard" });
    const stepHeading = (name: string) => page.getByRole("heading", { level: 2, name, exact: true });

    /** The step fits, and its Save button and the dashboard's bottom bar are in reach, also at its end. */
    const checkStep = async (name: string, where: string) => {
      await expect(stepHeading(name)).toBeVisible();
      await expectFitsThePhone(page, `${where}, step ${name}`);
      await expectWithinReach(bottomNav, `${where}, step ${name}: the bottom navigation`);
      await expectWithinReach(wizardBar, `${where}, step ${name}: its Save button`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectWithinReach(bottomNav, `${where}, step ${name} scrolled down: the bottom navigation`);
      await expectWithinReach(wizardBar, `${where}, step ${name} scrolled down: its Save button`);
    };

    // A new profile: each step unlocks once the one before is saved.
    await checkStep("General", "new profile");
    await page.getByLabel("Location").fill("Lisbon");
    await page.getByLabel("Bio").fill("Dancer and choreographer.");
    await wizardBar.click();
    await checkStep("Details", "new profile");
    await wizardBar.click();
    await checkStep("Category", "new profile");
    await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("performing-arts");
    await page.getByRole("combobox", { name: "Sub-category" }).selectOption("dancer");
    await wizardBar.click();
    await checkStep("Hero Image", "new profile");
    await wizardBar.click();
    await checkStep("Gallery", "new profile");
    await wizardBar.click();
    await checkStep("Contact", "new profile");
    await wizardBar.click();

    await expect(page.getByText("Your Profile is Under Review")).toBeVisible();
    await expectFitsThePhone(page, "the profile summary");
    await expectWithinReach(bottomNav, "the profile summary: the bottom navigation");

    // Editing: every step is open from the step indicator.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    for (const name of ["General", "Details", "Category", "Hero Image", "Gallery", "Contact"]) {
      await page
        .getByRole("navigation", { name: "Profile steps" })
        .getByRole("button", { name: new RegExp(`Step \\d: ${name}`) })
        .click();
      await checkStep(name, "editing");
    }
    await page.getByRole("button", { name: "Cancel" }).click();

    for (const [path, heading] of [
      ["/dashboard/talents", "Discover Talents"],
      ["/dashboard/settings", "Settings"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectFitsThePhone(page, path);
      await expectWithinReach(bottomNav, `${path}: the bottom navigation`);
    }

    // The test-mode provider's hosted checkout, then its portal.
    await page.getByRole("button", { name: "Choose Plan: Starter" }).click();
    await expect(page.getByRole("dialog", { name: "Start your Starter plan" })).toBeVisible();
    await expectFitsThePhone(page, "the express request before the checkout");
    await giveWithdrawalConsent(page, "Starter");
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe to Starter" })).toBeVisible();
    await expectFitsThePhone(page, "the test-mode checkout");
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await page.goto("/billing/test-portal");
    await expect(page.locator("h1").first()).toBeVisible();
    await expectFitsThePhone(page, "the test-mode portal");
  });

  test("every admin page, the editor at every step", async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const admin = await adminRequest(playwright, baseURL ?? "");
    const talent = await createPendingTalent(admin, `Narrow Nils ${Date.now().toString(36)}`, {
      bio: "A profile for the width checks.",
    });
    await admin.dispose();
    await signInAsAdmin(page, baseURL);

    for (const path of [
      "/admin-panel",
      "/admin-panel/talents",
      "/admin-panel/talents?status=pending",
      "/admin-panel/talents?status=rejected",
      `/admin-panel/talents/review/${talent.id}`,
      "/admin-panel/talents/featured",
      "/admin-panel/messages",
      "/admin-panel/users",
      "/admin-panel/billing",
      "/admin-panel/talents/new",
    ]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expectFitsThePhone(page, path);
    }

    await page.goto("/admin-panel");
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await expect(page.getByRole("dialog", { name: "Admin menu" })).toBeVisible();
    await expectFitsThePhone(page, "the admin menu, open");
    await page.keyboard.press("Escape");

    await page.goto(`/admin-panel/talents/edit/${talent.id}`);
    for (const name of ["General", "Details", "Category", "Hero Image", "Gallery", "Contact", "Admin"]) {
      await page
        .getByRole("navigation", { name: "Editor steps" })
        .getByRole("button", { name: new RegExp(`Step \\d: ${name}`) })
        .click();
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      await expectFitsThePhone(page, `the editor, step ${name}`);
      await expectWithinReach(
        page.getByRole("button", { name: /^(Save & Next|Finish & Save)$/ }),
        `the editor, step ${name}: its Save button`,
      );
    }
  });
});
