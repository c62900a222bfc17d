import { expect, test } from "./support/fixtures.ts";

test.describe("home's sections", () => {
  test("a visitor moves through the sections with the top bar, and the active item follows", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const item = (name: string) => nav.getByRole("link", { name, exact: true });
    await expect(item("Home")).toHaveAttribute("aria-current", "page");

    for (const [name, heading] of [
      ["About", "Everything a creative career needs to be seen"],
      ["Pricing", "Plans for talents"],
      ["Contact", "Let's talk about your work"],
    ] as const) {
      await item(name).click();
      await expect(page).toHaveURL(new RegExp(`/#${name.toLowerCase()}$`));
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeInViewport();
      await expect(item(name)).toHaveAttribute("aria-current", "page");
      await expect(item("Home")).not.toHaveAttribute("aria-current", "page");
    }

    // The roadmap belongs to no item: scrolled to it, nothing is marked.
    await page
      .getByRole("heading", { level: 2, name: "Our main platform is still in progress" })
      .evaluate((h) => h.closest("section")?.scrollIntoView());
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

    await item("Home").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." }),
    ).toBeInViewport();
    await expect(item("Home")).toHaveAttribute("aria-current", "page");
  });

  test("the sections show the services, the roadmap, the plans and the contact prompt", async ({ page }) => {
    await page.goto("/");
    const about = page.getByRole("region", { name: "Everything a creative career needs to be seen" });
    await expect(about.getByRole("heading", { level: 3 })).toHaveText([
      "Sedcards & Portfolios",
      "Custom Websites",
      "Branding & Logos",
      "Promotion & Social Boost",
      "Creative Community",
      "Premium Services",
    ]);
    await expect(about.getByRole("listitem").filter({ hasText: "Creative Community" })).toContainText(
      "Coming soon",
    );
    await expect(about.getByText("Coming soon")).toHaveCount(1);

    const roadmap = page.getByRole("region", { name: "Our main platform is still in progress" });
    const items = roadmap.getByRole("listitem");
    await expect(items).toHaveCount(7);
    await expect(items.nth(0)).toContainText("Basic Website Launch");
    await expect(items.nth(0)).toContainText("Live since August 15, 2025");
    await expect(items.nth(1)).toContainText("Live since September 20, 2025");
    await expect(items.nth(2)).toContainText("Individual Portfolio Pages");
    await expect(items.nth(2)).toContainText("Live since September 20, 2025");
    await expect(roadmap.getByText(/^Live since/)).toHaveCount(3);
    for (const index of [3, 4, 5, 6]) {
      await expect(items.nth(index)).toContainText("Coming Soon");
      await expect(items.nth(index)).not.toContainText("Live since");
    }

    const pricing = page.getByRole("region", { name: "Plans for talents" });
    await expect(pricing.getByRole("article")).toHaveCount(3);
    await expect(pricing.getByRole("article", { name: "Pro" })).toContainText("Most Popular");
    await expect(pricing.getByRole("article", { name: "Premium" })).toContainText("€69.99");
    await pricing.getByRole("link", { name: "Compare plans and features" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();

    await page.goBack();
    await page
      .getByRole("region", { name: "Let's talk about your work" })
      .getByRole("link", { name: "Contact Us Now" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  });

  test("on a phone, the side sheet's items scroll to the sections", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("link", { name: "Pricing" }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.getByRole("heading", { level: 2, name: "Plans for talents" })).toBeInViewport();
  });
});
