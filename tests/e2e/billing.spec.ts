import type { Page } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { adminRequest, createPendingTalent } from "./support/admin.ts";
import { axeViolations } from "./support/axe.ts";
import { giveWithdrawalConsent } from "./support/billing.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";
import { signInNewAccount } from "./support/sessions.ts";

const RENEWS = /Renews on [A-Z][a-z]+ \d{1,2}, \d{4}/;
const ENDS = /Ends on [A-Z][a-z]+ \d{1,2}, \d{4}/;

const billingCard = (page: Page) => page.getByRole("region", { name: "Billing & Subscription" });

test.describe("plans and billing in test mode", () => {
  test("a talent is asked to log in, buys Pro, is sent to the portal the second time, cancels and resumes", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    const { email } = await signedInUser({ name: "Buying Talent" });
    await page.goto("/dashboard/profile");
    await page.getByRole("button", { name: "Log Out" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." })).toBeVisible();
    // Signing out loads the home page afresh: a click before its script has taken it over is lost.
    await waitForHydration(page);

    // Signed out, from the home page's plans: log in first, then back to pricing.
    const homePlans = page.getByRole("region", { name: "Plans for talents" });
    await homePlans.getByRole("button", { name: "Choose Plan: Pro" }).click();
    await expect(page.getByText("Authentication Required")).toBeVisible();
    await expect(page.getByText("Please log in or sign up to choose a plan.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret-123");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    // First the express request to start before the withdrawal period ends: nothing is ticked for the
    // buyer, and without the tick the checkout does not start.
    await page
      .getByRole("article", { name: "Pro" })
      .getByRole("button", { name: "Choose Plan: Pro" })
      .click();
    const consent = page.getByRole("dialog", { name: "Start your Pro plan" });
    await expect(consent).toContainText("Pro costs €39.99 a month, billed monthly.");
    const tick = consent.getByRole("checkbox", {
      name: /^I expressly request that Vitrine starts providing/,
    });
    await expect(tick).not.toBeChecked();
    await expect(tick).toHaveAccessibleName(
      /my right of withdrawal ends as the law provides \(§ 356 \(4\) and \(5\) BGB\)/,
    );
    await consent.getByRole("button", { name: "Continue to checkout" }).click();
    await expect(consent.getByText("Tick the box to ask for your plan to start now.")).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    await giveWithdrawalConsent(page, "Pro");

    // The test-mode checkout: clearly labelled, no card fields.
    await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
    await expect(page.getByRole("note", { name: "Test mode" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe to Pro" })).toBeVisible();
    await expect(page.getByText("€39.99 / month")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await page.getByRole("button", { name: "Complete purchase" }).click();

    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByText("Checkout complete")).toBeVisible();
    const card = billingCard(page);
    await expect(card.getByText("Pro", { exact: true })).toBeVisible();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText("€39.99 / month")).toBeVisible();
    await expect(card.getByText(RENEWS)).toBeVisible();
    const includes = card.getByRole("region", { name: "What your plan includes" });
    await expect(includes.getByText("Branding and logo")).toBeVisible();
    await expect(includes.getByText(/Priority support/)).toBeVisible();

    // A subscriber's Choose Plan opens the portal instead of a second checkout, saying why first.
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Choose Plan: Premium" }).click();
    const why = page.getByRole("dialog", { name: "Switch to Premium in the billing portal" });
    await expect(why).toContainText("You have the Pro plan, and plans are switched in the billing portal.");
    await expect(page).toHaveURL(/\/pricing$/);
    await why.getByRole("button", { name: "Open billing portal" }).click();
    await expect(page).toHaveURL(/\/billing\/test-portal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Billing portal" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("button", { name: "Resume subscription" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Vitrine" }).click();

    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(card.getByText(ENDS)).toBeVisible();
    await expect(card.getByText(RENEWS)).toHaveCount(0);

    // Resuming from Settings' own button.
    await card.getByRole("button", { name: "Manage Subscription" }).click();
    await expect(page).toHaveURL(/\/billing\/test-portal$/);
    await page.getByRole("button", { name: "Resume subscription" }).click();
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Vitrine" }).click();
    await expect(card.getByText(RENEWS)).toBeVisible();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
  });

  test("a failed payment shows in Settings, Choose Plan leads to the portal to pay, and paying restores the plan", async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    await signedInUser();
    await page.goto("/dashboard/settings");
    const card = billingCard(page);
    await card.getByRole("button", { name: "Choose Plan: Starter" }).click();
    await giveWithdrawalConsent(page, "Starter");
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await expect(card.getByText(RENEWS)).toBeVisible();

    // The renewal cannot be charged (test mode stands in for the declined card).
    await card.getByRole("button", { name: "Manage Subscription" }).click();
    await page.getByRole("button", { name: "Simulate a failed payment" }).click();
    await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Vitrine" }).click();

    await expect(
      card.getByRole("heading", { name: "Payment failed — update your payment method" }),
    ).toBeVisible();
    await expect(card.getByText("Past Due", { exact: true })).toBeVisible();
    await expect(card.getByText(/You are on the free plan/)).toHaveCount(0);
    await expect(card.getByText(RENEWS)).toHaveCount(0);
    await expect(card.getByRole("region", { name: "What your plan includes" })).toHaveCount(0);

    // Choosing a plan now starts no second checkout: it says to pay first, then opens the portal.
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Choose Plan: Pro" }).click();
    const first = page.getByRole("dialog", { name: "Update your payment method first" });
    await expect(first).toContainText("The payment for your Starter plan has not gone through.");
    await first.getByRole("button", { name: "Open billing portal" }).click();
    await expect(page).toHaveURL(/\/billing\/test-portal$/);
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Vitrine" }).click();

    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.getByText(RENEWS)).toBeVisible();
    await expect(card.getByRole("heading", { name: /Payment failed/ })).toHaveCount(0);

    // From Settings too, a payment due leads to the portal.
    await card.getByRole("button", { name: "Manage Subscription" }).click();
    await page.getByRole("button", { name: "Simulate a failed payment" }).click();
    await page.getByRole("link", { name: "Return to Vitrine" }).click();
    await card.getByRole("button", { name: "Update payment method" }).click();
    await expect(page).toHaveURL(/\/billing\/test-portal$/);
    await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();
  });

  test("leaving the test checkout buys nothing and says so in Settings", async ({ page, signedInUser }) => {
    test.setTimeout(90_000);
    await signedInUser();
    await page.goto("/dashboard/settings");
    const card = billingCard(page);
    await expect(card.getByText(/You are on the free plan/)).toBeVisible();
    await card.getByRole("button", { name: "Choose Plan: Starter" }).click();
    await giveWithdrawalConsent(page, "Starter");
    await expect(page.getByRole("heading", { level: 1, name: "Subscribe to Starter" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByText("Checkout cancelled")).toBeVisible();
    await expect(card.getByText(/You are on the free plan/)).toBeVisible();
    await expect(card.getByRole("link", { name: /Compare the plans/ })).toHaveAttribute("href", "/pricing");
  });

  test("another account's checkout session cannot be opened", async ({
    page,
    browser,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    await signedInUser();
    await page.goto("/dashboard/settings");
    await billingCard(page).getByRole("button", { name: "Choose Plan: Premium" }).click();
    await giveWithdrawalConsent(page, "Premium");
    await expect(page).toHaveURL(/\/billing\/test-checkout\//);
    const sessionUrl = page.url();

    const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.77.0.9" } });
    await signInNewAccount(other, baseURL);
    const stranger = await other.newPage();
    await stranger.goto(sessionUrl);
    await expect(stranger.getByText("This checkout session does not exist.")).toBeVisible();
    await expect(stranger.getByRole("button", { name: "Complete purchase" })).toHaveCount(0);
    await other.close();
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the checkout, the portal and the billing card have no axe violations in the ${theme} theme and fit 390 px`, async ({
    page,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    await signedInUser();

    const check = async (ready: () => Promise<void>) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await ready();
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await ready();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    };

    await page.goto("/dashboard/settings");
    await check(() => expect(billingCard(page).getByText(/You are on the free plan/)).toBeVisible());

    await billingCard(page).getByRole("button", { name: "Choose Plan: Premium" }).click();
    await check(() => expect(page.getByRole("dialog", { name: "Start your Premium plan" })).toBeVisible());
    await giveWithdrawalConsent(page, "Premium");
    await check(() =>
      expect(page.getByRole("heading", { level: 1, name: "Subscribe to Premium" })).toBeVisible(),
    );

    await page.getByRole("button", { name: "Complete purchase" }).click();
    await check(() => expect(billingCard(page).getByText(RENEWS)).toBeVisible());

    await page.goto("/billing/test-portal");
    await check(() => expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible());
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await check(() => expect(page.getByRole("button", { name: "Confirm cancellation" })).toBeVisible());
  });
}

// A talent goes public here: on the moderation app, so the main app's public lists stay the sample data.
test.describe("a plan's badge on a public profile", () => {
  test.use({ baseURL: e2eBaseUrl("moderation") });

  test("Premium gives the talent's public profile the Premium badge, and a cheaper plan is explained before the portal", async ({
    page,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    const account = await signedInUser({ name: "Premium Talent Buyer" });
    const admin = await adminRequest(playwright, baseURL ?? "");
    const talent = await createPendingTalent(admin, "Premium Badge Talent", {
      status: "approved",
      userId: account.id,
    });
    await admin.dispose();
    const profile = `/talents/${talent.subcategory}/${talent.slug}`;
    // The profile's own badges, beside its name (the related talents below carry theirs).
    const badge = page
      .getByRole("heading", { level: 1, name: "Premium Badge Talent" })
      .locator("xpath=../following-sibling::div[1]")
      .getByRole("button", { name: /^Premium Talent:/ });

    await page.goto(profile);
    await expect(page.getByRole("heading", { level: 1, name: "Premium Badge Talent" })).toBeVisible();
    await expect(badge).toHaveCount(0);

    await page.goto("/pricing");
    await page.getByRole("button", { name: "Choose Plan: Premium" }).click();
    await giveWithdrawalConsent(page, "Premium");
    await page.getByRole("button", { name: "Complete purchase" }).click();
    const card = billingCard(page);
    const includes = card.getByRole("region", { name: "What your plan includes" });
    await expect(includes.getByText("Premium Talent badge on your profile")).toBeVisible();
    await expect(includes.getByText(/Your Premium Talent badge shows on your public profile/)).toBeVisible();

    await page.goto(profile);
    await expect(badge).toHaveAccessibleName("Premium Talent: Has a Premium plan with Vitrine.");
    await page.goto("/talents?q=Premium%20Badge%20Talent");
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: "Premium Badge Talent" })
        .getByRole("button", { name: /^Premium Talent:/ }),
    ).toBeVisible();

    // A cheaper plan: the dialog says how the switch works before anything happens.
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Choose Plan: Starter" }).click();
    const why = page.getByRole("dialog", { name: "Switch to Starter in the billing portal" });
    await expect(why).toContainText(
      "To switch to the cheaper Starter plan, change it in the billing portal.",
    );
    await expect(why).toContainText("credited to your next payment");
    await why.getByRole("button", { name: "Open billing portal" }).click();
    await page.getByRole("button", { name: "Switch to Starter" }).click();
    await expect(page.getByText("Starter", { exact: true }).first()).toBeVisible();

    await page.goto(profile);
    await expect(page.getByRole("heading", { level: 1, name: "Premium Badge Talent" })).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});
