import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/admin.ts";
import { expect, solveBotCheck, test, uniqueEmail, waitForMail } from "./support/fixtures.ts";
import { insertAccount } from "./support/sessions.ts";

// Those who hire talent: they sign up with their company, land in their workspace, keep favourites
// with the heart on cards and profiles; a visitor who taps a heart signs in and comes back with it set.

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "a 390 px phone", viewport: { width: 390, height: 844 } },
] as const;

/** The hearts on the page that are not set yet, and the talent each names. */
const unsetHearts = (page: Page) => page.getByRole("button", { name: /^Add .+ to favourites$/ });
const talentOf = async (heart: ReturnType<Page["getByRole"]>) =>
  ((await heart.getAttribute("aria-label")) ?? "").replace(/^Add (.+) to favourites$/, "$1");
const heartFor = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^(Add ${name} to|Remove ${name} from) favourites$`) });

for (const { name: size, viewport } of VIEWPORTS) {
  test.describe(`on ${size}`, () => {
    test.use({ viewport });

    test("someone who hires signs up with the company, lands in the workspace and keeps favourites from the list and a profile", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail("booker");
      const company = `Atelier Nord ${Date.now().toString(36)}`;
      await page.goto("/signup");
      await expect(page.getByRole("radio", { name: "I am a talent" })).toBeChecked();
      await page.getByRole("radio", { name: "I hire talent (agency, brand, production)" }).check();
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page.getByText("Please enter your company's name")).toBeVisible();
      await page.getByLabel("Company name").fill(company);
      await page.getByLabel("Name", { exact: true }).fill("Mara Booker");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("secret-123");
      await page.getByLabel("Confirm password").fill("secret-123");
      await page.getByLabel(/I accept the/).check();
      await expectNoAxeViolations(page);
      await solveBotCheck(page);
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

      const mail = await waitForMail(email, /Confirm your e-mail/);
      await page.goto(mail.links.find((l) => l.includes("/api/auth/verify-email")) ?? "/");
      await expect(page).toHaveURL(/\/dashboard\/workspace$/);
      await expect(page.getByRole("heading", { level: 1, name: "Workspace" })).toBeVisible();
      await expect(page.getByText(company)).toBeVisible();
      await expect(page.getByRole("heading", { name: "First steps" })).toBeVisible();
      const nav = page.getByRole("navigation", { name: /dashboard/i }).filter({ visible: true });
      await expect(nav.getByRole("link", { name: "Favourites" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "My Profile" })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // Two from the list ...
      await page.goto("/talents");
      const first = unsetHearts(page).first();
      const firstName = await talentOf(first);
      await first.click();
      await expect(heartFor(page, firstName)).toHaveAttribute("aria-pressed", "true");
      const second = unsetHearts(page).first();
      const secondName = await talentOf(second);
      await second.click();
      await expect(heartFor(page, secondName)).toHaveAttribute("aria-pressed", "true");

      // ... and one from its profile.
      const third = unsetHearts(page).first();
      const thirdName = await talentOf(third);
      await page.getByRole("link", { name: thirdName, exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: thirdName })).toBeVisible();
      const profileHeart = page.getByRole("button", { name: `Add ${thirdName} to favourites` });
      await expect(profileHeart).toHaveAttribute("aria-pressed", "false");
      await profileHeart.click();
      await expect(page.getByRole("button", { name: `Remove ${thirdName} from favourites` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await page.goto("/dashboard/favourites");
      await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();
      await expect(page.getByText("3 talents")).toBeVisible();
      const list = page.getByRole("main").getByRole("list").first();
      for (const name of [thirdName, secondName, firstName]) {
        await expect(list.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole("button", { name: `Remove ${secondName} from favourites` }).click();
      await expect(list.getByRole("link", { name: secondName, exact: true })).toHaveCount(0);
      await expect(page.getByText("2 talents")).toBeVisible();

      await page.goto("/dashboard/workspace");
      await expect(page.getByRole("link", { name: /^2\s*Favourites/ })).toBeVisible();
    });

    test("a visitor who taps a heart logs in and comes back to the list with it set", async ({
      page,
      baseURL,
    }) => {
      const account = await insertAccount(baseURL, { name: "Returning Booker" });
      await page.goto("/talents");
      const heart = unsetHearts(page).first();
      const name = await talentOf(heart);
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      const dialog = page.getByRole("dialog", { name: "Keep your favourites" });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole("link", { name: "Log In" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Log In" }).click();

      await expect(page).toHaveURL(/\/talents$/);
      await expect(page.getByRole("button", { name: `Remove ${name} from favourites` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.goto("/dashboard/favourites");
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toBeVisible();
    });
  });
}

test("a visitor who taps a heart signs up instead, confirms by mail and comes back with it set", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/talents");
  const heart = unsetHearts(page).first();
  const name = await talentOf(heart);
  await heart.click();
  await page
    .getByRole("dialog", { name: "Keep your favourites" })
    .getByRole("link", { name: "Create a free account" })
    .click();

  const email = uniqueEmail("heart-signup");
  await page.getByRole("radio", { name: "I hire talent (agency, brand, production)" }).check();
  await page.getByLabel("Company name").fill("Studio Herz");
  await page.getByLabel("Name", { exact: true }).fill("Hanna Herz");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret-123");
  await page.getByLabel("Confirm password").fill("secret-123");
  await page.getByLabel(/I accept the/).check();
  await solveBotCheck(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  // The link may open in another tab: the favourite comes back with it.
  const mail = await waitForMail(email, /Confirm your e-mail/);
  const tab = await page.context().newPage();
  await tab.goto(mail.links.find((l) => l.includes("/api/auth/verify-email")) ?? "/");
  await expect(tab).toHaveURL(/\/talents$/);
  await expect(tab.getByRole("button", { name: `Remove ${name} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
