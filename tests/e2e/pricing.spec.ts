import { E2E_ADMIN, expect, test } from "./support/fixtures.ts";

test.describe("the pricing page", () => {
  test("Choose Plan signed out asks to log in, and logging in returns to /pricing", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page).toHaveTitle("Pricing | Vitrine");
    const pro = page.getByRole("article", { name: "Pro" });
    await expect(pro).toContainText("Most Popular");
    await pro.getByRole("button", { name: "Choose Plan: Pro" }).click();
    await expect(page.getByText("Authentication Required")).toBeVisible();
    await expect(page.getByText("Please log in or sign up to choose a plan.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("button", { name: "Choose Plan: Premium" })).toBeEnabled();
  });

  test("the comparison table says which plan includes what", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table", {
      name: "Features included in the Starter, Pro and Premium plans",
    });
    const row = (feature: string) => table.getByRole("row", { name: new RegExp(`^${feature}`) });
    await expect(table.getByRole("columnheader")).toHaveText(["Feature", "Starter", "Pro", "Premium"]);
    for (const feature of ["Branding and logo", "Professional e-mail address", "Portfolio gallery"]) {
      await expect(row(feature).getByRole("cell")).toHaveText(["Not included", "Included", "Included"]);
    }
    for (const feature of ["Premium Talent badge on your profile", "Campaign landing page"]) {
      await expect(row(feature).getByRole("cell")).toHaveText(["Not included", "Not included", "Included"]);
    }
    // Nothing is claimed that nobody delivers.
    await expect(table.getByText(/Booking system|Shop/)).toHaveCount(0);
    // Who delivers what is said in the table itself.
    await expect(table.getByRole("rowheader", { name: "On Vitrine, while your plan runs" })).toBeVisible();
    await expect(
      table.getByRole("rowheader", { name: "Your website and brand, made with our team" }),
    ).toBeVisible();

    // The plan cards list the same features, in the same words.
    const premium = page.getByRole("article", { name: "Premium" });
    for (const line of [
      "Everything in Pro",
      "Premium Talent badge on your profile",
      "Personal 1:1 support",
    ]) {
      await expect(premium.getByText(line, { exact: true })).toBeVisible();
    }
  });

  test("the FAQ opens one answer at a time from the keyboard, and the testimonials move by button", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const billing = page.getByRole("button", { name: "How does billing work?" });
    const cancel = page.getByRole("button", { name: "Can I cancel at any time?" });
    await billing.focus();
    await page.keyboard.press("Enter");
    await expect(billing).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/charged at the start of each month/)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Space");
    await expect(cancel).toHaveAttribute("aria-expanded", "true");
    await expect(billing).toHaveAttribute("aria-expanded", "false");

    // On a phone one testimonial shows at a time (on a wide screen a few fit, and the controls go).
    await page.setViewportSize({ width: 390, height: 844 });
    const carousel = page.getByRole("region", { name: "What talents say" });
    await expect(carousel.getByRole("button", { name: "Show testimonial 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(carousel.getByRole("button", { name: "Show testimonial 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.keyboard.press("ArrowLeft");
    await expect(carousel.getByRole("button", { name: "Show testimonial 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await page.getByRole("link", { name: "Get a free consultation" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
