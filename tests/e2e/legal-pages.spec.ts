import { expect, test } from "./support/fixtures.ts";

test.describe("the legal pages", () => {
  for (const { link, heading, title, text } of [
    {
      link: "Terms & Conditions",
      heading: "Terms & Conditions",
      title: "Terms & Conditions | Vitrine",
      text: /exclusive place of jurisdiction is Munich, Germany/,
    },
    {
      link: "Privacy Policy",
      heading: "Privacy Policy",
      title: "Privacy Policy | Vitrine",
      text: /choose "Download my data"/,
    },
    {
      link: "Legal Notice",
      heading: "Legal Notice",
      title: "Legal Notice | Vitrine",
      text: /Commercial register: Amtsgericht München, HRB 000000/,
    },
    {
      link: "Cancellation Policy",
      heading: "Cancellation Policy",
      title: "Cancellation Policy | Vitrine",
      text: /right to withdraw from this contract within fourteen days without giving any reason/,
    },
  ]) {
    test(`a visitor opens the ${link} from the footer and returns home`, async ({ page }) => {
      await page.goto("/about");
      await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByText(text)).toBeVisible();

      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." }),
      ).toBeVisible();
    });
  }

  test("the terms cover age verification, membership, cancellation, refunds and notice of changes", async ({
    page,
  }) => {
    await page.goto("/terms-and-conditions");
    const contents = page.getByRole("navigation", { name: "On this page" });
    for (const section of [
      "Scope and acceptance",
      "Age requirements and age verification",
      "Account registration",
      "Membership and subscription",
      "Conduct",
      "Content and intellectual property",
      "Suspension and termination",
      "Liability",
      "Changes to these terms",
      "Governing law and jurisdiction",
    ]) {
      await expect(contents.getByRole("link", { name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
    }
    await expect(page.getByText(/Cancellation takes effect at the end of the billing cycle/)).toBeVisible();
    await expect(page.getByText(/Fees already paid are non-refundable/)).toBeVisible();
    await expect(page.getByText(/at least 30 days before they take effect/)).toBeVisible();
    await contents.getByRole("link", { name: "12. Governing law and jurisdiction" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "12. Governing law and jurisdiction" }),
    ).toBeInViewport();
  });

  test("the legal notice shows what is configured and marks what is not", async ({ page }) => {
    await page.goto("/legal-notice");
    await expect(page.getByRole("region", { name: "Service provider" })).toContainText("Vitrine GmbH");
    await expect(page.getByText("Not configured yet (COMPANY_VAT_ID)")).toBeVisible();
    await expect(page.getByText("Not configured yet (COMPANY_ADDRESS)")).toBeVisible();
    await expect(page.getByText("Not configured yet (COMPANY_REGISTER)")).toHaveCount(0);
    const contact = page.getByRole("region", { name: "Contact", exact: true });
    await expect(contact.getByRole("link", { name: "hello@vitrine.example" })).toHaveAttribute(
      "href",
      "mailto:hello@vitrine.example",
    );
  });

  test("the footer links only the configured social accounts", async ({ page }) => {
    await page.goto("/legal-notice");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Vitrine on Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/vitrine.talents",
    );
    await expect(footer.getByRole("link", { name: "Vitrine on TikTok" })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Vitrine on LinkedIn" })).toHaveCount(0);
  });

  test("the terms promise no age check the product does not make, and keep content fit for every visitor", async ({
    page,
  }) => {
    await page.goto("/terms-and-conditions");
    const age = page.getByRole("region", { name: "2. Age requirements and age verification" });
    await expect(age).toContainText("does not ask visitors for their age");
    await expect(age).toContainText("Nudity and explicit sexual content are not allowed");
    await expect(age).toContainText("reviewed by one of our administrators before it is public");
    await expect(page.getByText(/By opening it you confirm/)).toHaveCount(0);
    await expect(page.getByText(/which we explain to you before you buy/)).toHaveCount(0);
  });

  test("the privacy policy names what is really kept: the audit trail, failed sign-ins, test-mode payments", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const audit = page.getByRole("region", { name: /^\d+\. What administrators do$/ });
    await expect(audit).toContainText("the fields that changed with their old and new values");
    await expect(page.getByText(/failed sign-ins with your e-mail address/)).toBeVisible();
    // The e2e apps run without Stripe: the policy must not say that data goes to Stripe.
    const payments = page.getByRole("region", { name: /^\d+\. Plans and payments$/ });
    await expect(payments).toContainText("Payments on this installation of Vitrine run in test mode");
    await expect(payments).not.toContainText("Stripe");
    await expect(page.getByText(/You receive everything we hold about your account/)).toHaveCount(0);
    await expect(page.getByText(/notices about your account, your profile and your plan/)).toHaveCount(0);
  });

  test("the cookie choices promise no analytics or marketing that Vitrine does not run", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toContainText(
      "Vitrine runs no analytics tool today, so nothing is collected either way.",
    );
    await expect(dialog).toContainText(
      "Vitrine runs no marketing tool today, so nothing is collected either way.",
    );
    await expect(dialog.getByText(/help us improve Vitrine/)).toHaveCount(0);
  });
});
