import { E2E_ADMIN, expect, test } from "./support/fixtures.ts";

test.describe("talent discovery", () => {
  // The live-update test changes what the others count, so this file runs in order.
  test.describe.configure({ mode: "serial" });

  test("a visitor filters by category and language, opens a profile and its lightbox, follows a related talent and returns to the same list", async ({
    page,
  }) => {
    await page.goto("/talents");
    await expect(page.getByRole("heading", { level: 1, name: "Explore Talents" })).toBeVisible();
    await expect(page.getByText("10 talents found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Talents" })).toBeVisible();

    const filters = page.getByRole("form", { name: "Filters" }).first();
    await filters.getByLabel("Visual Arts & Media").check();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("4 talents found")).toBeVisible();
    await expect(page).toHaveURL(/category=visual-arts-media/);

    await filters.getByRole("searchbox", { name: "Search Languages" }).fill("ital");
    await filters.getByLabel("Italian").check();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("1 talent found")).toBeVisible();
    const filteredUrl = page.url();

    await page.locator("article").getByRole("link", { name: "Lena Hartmann" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lena Hartmann" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Model" }),
    ).toHaveAttribute("href", "/talents?subcategory=model");
    await expect(page.getByText("24 years old")).toBeVisible();
    await expect(page.getByText("176 cm")).toBeVisible();

    await page.getByRole("button", { name: /Open photo 2 of 3/ }).click();
    await expect(page.locator(".yarl__container")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".yarl__container")).toBeHidden();

    await page.getByRole("link", { name: "Malik Osei" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Malik Osei" })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Lena Hartmann" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.getByText("1 talent found")).toBeVisible();
  });

  test("the breadcrumb's subcategory link opens the list pre-filtered", async ({ page }) => {
    await page.goto("/talents?subcategory=model");
    await expect(page.getByText("2 talents found")).toBeVisible();
  });

  test("no match says so", async ({ page }) => {
    await page.goto("/talents?q=nobody-is-called-this");
    await expect(page.getByRole("heading", { name: "No Talents Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to find what you're looking for.")).toBeVisible();
  });

  test("an unknown profile shows the not-found page", async ({ page }) => {
    await page.goto("/talents/model/nobody-0000");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("on a phone the filters open in a bottom sheet that closes on Apply", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/talents");
    await expect(page.getByText("10 talents found")).toBeVisible();
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel("Performing Arts").check();
    await sheet.getByRole("button", { name: "Apply" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText("3 talents found")).toBeVisible();

    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: "Reset" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
    await expect(page.getByText("10 talents found")).toBeVisible();
  });

  test("a second browser sees an admin's change without reloading", async ({ page, playwright, baseURL }) => {
    await page.goto("/talents");
    await expect(page.getByText("10 talents found")).toBeVisible();
    const profile = await page.context().newPage();
    await profile.goto("/talents/stylist/noah-fischer-2c3d");
    await expect(profile.getByRole("heading", { level: 1, name: "Noah Fischer" })).toBeVisible();

    const admin = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL ?? "", "x-forwarded-for": "10.99.0.1" },
    });
    expect((await admin.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).status()).toBe(200);
    expect(
      (
        await admin.post("/api/admin/talents/2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f/reject", { data: {} })
      ).status(),
    ).toBe(200);

    await expect(page.getByText("9 talents found")).toBeVisible({ timeout: 5000 });
    await expect(profile.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible({
      timeout: 5000,
    });

    expect(
      (
        await admin.post("/api/admin/talents/2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f/approve", { data: {} })
      ).status(),
    ).toBe(200);
    await expect(page.getByText("10 talents found")).toBeVisible({ timeout: 5000 });
    await admin.dispose();
  });
});
