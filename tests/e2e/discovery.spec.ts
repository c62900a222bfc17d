import type { APIRequestContext, Page } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { jpeg } from "#tests/support/image-factory";
import { adminRequest, createPendingTalent } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";

/** Letters only, so the names stay names and the keyword search finds exactly this test's talents. */
const uniqueWord = () =>
  `Zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/**
 * Three approved talents whose names share a word no other talent has: two in Visual Arts & Media
 * (videographers, one speaking Italian, with two photos), one actor speaking Italian.
 */
async function threeTalents(admin: APIRequestContext, word: string) {
  const approved = { status: "approved", location: "Bremen" };
  const italianVideographer = await createPendingTalent(admin, `Vera ${word}`, {
    ...approved,
    subcategory: "videographer",
    age: 24,
    languages: ["it", "de"],
    specifics: { height: 176 },
  });
  const videographer = await createPendingTalent(admin, `Vito ${word}`, {
    ...approved,
    subcategory: "videographer",
    languages: ["de"],
  });
  const actor = await createPendingTalent(admin, `Aldo ${word}`, {
    ...approved,
    category: "performing-arts",
    subcategory: "actor",
    languages: ["it"],
  });
  return { italianVideographer, videographer, actor };
}

test.describe("talent discovery, among talents each test creates", () => {
  // These tests make talents public: on the moderation app, so the main app's lists stay the sample data.
  test.use({ baseURL: e2eBaseUrl("moderation") });

  test("a visitor filters by category and language, opens a profile and its lightbox, follows a related talent and returns to the same list", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const word = uniqueWord();
    const admin = await adminRequest(playwright, baseURL ?? "");
    const { italianVideographer } = await threeTalents(admin, word);
    for (const colour of ["#5a3d7a", "#2d6a4f"]) {
      const added = await admin.post(`/api/talents/${italianVideographer.id}/gallery`, {
        data: await jpeg(300, 400, colour),
        headers: { "content-type": "application/octet-stream" },
      });
      expect(added.status()).toBe(201);
    }
    await admin.dispose();

    await page.goto(`/talents?q=${word}`);
    await expect(page.getByRole("heading", { level: 1, name: "Explore Talents" })).toBeVisible();
    await expect(page.getByText("3 talents found")).toBeVisible();

    const filters = page.getByRole("form", { name: "Filters" }).first();
    await filters.getByLabel("Visual Arts & Media").check();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("2 talents found")).toBeVisible();
    await expect(page).toHaveURL(/category=visual-arts-media/);

    await filters.getByRole("searchbox", { name: "Search Languages" }).fill("ital");
    await filters.getByLabel("Italian").check();
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("1 talent found")).toBeVisible();
    const filteredUrl = page.url();

    await page.locator("article").getByRole("link", { name: italianVideographer.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: italianVideographer.name })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Videographer" }),
    ).toHaveAttribute("href", "/talents?subcategory=videographer");
    await expect(page.getByText("24 years old")).toBeVisible();
    await expect(page.getByText("176 cm")).toBeVisible();

    await page.getByRole("button", { name: /Open photo 2 of 2/ }).click();
    await expect(page.locator(".yarl__container")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".yarl__container")).toBeHidden();

    // Up to four related talents, the newest of the subcategory: other tests on this app add
    // videographers too, so this test's second one may not be among them. Any of them will do.
    const related = page
      .getByRole("region", { name: "More Videographer talents" })
      .getByRole("heading", { level: 3 })
      .getByRole("link")
      .first();
    const relatedName = (await related.textContent()) ?? "";
    expect(relatedName).not.toBe("");
    await related.click();
    await expect(page.getByRole("heading", { level: 1, name: relatedName })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: italianVideographer.name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.getByText("1 talent found")).toBeVisible();
  });

  test("a list opened with a subcategory in its address is filtered by it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const word = uniqueWord();
    const admin = await adminRequest(playwright, baseURL ?? "");
    await threeTalents(admin, word);
    await admin.dispose();
    await page.goto(`/talents?q=${word}&subcategory=videographer`);
    await expect(page.getByText("2 talents found")).toBeVisible();
    await page.goto(`/talents?q=${word}&subcategory=actor`);
    await expect(page.getByText("1 talent found")).toBeVisible();
  });

  test("on a phone the filters open in a bottom sheet that closes on Apply, and Reset clears them", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const word = uniqueWord();
    const admin = await adminRequest(playwright, baseURL ?? "");
    await threeTalents(admin, word);
    await admin.dispose();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/talents?q=${word}`);
    await expect(page.getByText("3 talents found")).toBeVisible();
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel("Performing Arts").check();
    await sheet.getByRole("button", { name: "Apply" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText("1 talent found")).toBeVisible();
    await expect(page).toHaveURL(/category=performing-arts/);

    // Reset clears every filter, the keyword too: the whole directory, whose size other tests change.
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: "Reset" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
    await expect(page).toHaveURL(/\/talents$/);
    await expect(page.getByText(/^\d+ talents found$/)).toBeVisible();
  });

  test("a second browser sees an admin's change without reloading", async ({ page, playwright, baseURL }) => {
    const word = uniqueWord();
    const admin = await adminRequest(playwright, baseURL ?? "");
    const { actor } = await threeTalents(admin, word);

    // The pages are server-rendered: each hears of changes once it has hydrated and opened its stream.
    const liveStream = (p: Page) =>
      p.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
    const listLive = liveStream(page);
    await page.goto(`/talents?q=${word}`);
    await expect(page.getByText("3 talents found")).toBeVisible();
    const profile = await page.context().newPage();
    const profileLive = liveStream(profile);
    await profile.goto(`/talents/actor/${actor.slug}`);
    await expect(profile.getByRole("heading", { level: 1, name: actor.name })).toBeVisible();
    await Promise.all([listLive, profileLive]);

    expect((await admin.post(`/api/admin/talents/${actor.id}/reject`, { data: {} })).status()).toBe(200);
    await expect(page.getByText("2 talents found")).toBeVisible({ timeout: 5000 });
    await expect(profile.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible({
      timeout: 5000,
    });

    expect((await admin.post(`/api/admin/talents/${actor.id}/approve`, { data: {} })).status()).toBe(200);
    await expect(page.getByText("3 talents found")).toBeVisible({ timeout: 5000 });
    await admin.dispose();
  });
});

test.describe("talent discovery on the main app's sample data", () => {
  // The main app's public talents are the ten sample talents: no spec makes a talent public there,
  // changes or hides one (see e2e-constants.ts), so their presentation is checked as it is.
  test("the list shows the ten sample talents with the featured ones, and Lena Hartmann's sample profile her details", async ({
    page,
  }) => {
    await page.goto("/talents");
    await expect(page.getByText("10 talents found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Talents" })).toBeVisible();
    await page.locator("article").getByRole("link", { name: "Lena Hartmann" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lena Hartmann" })).toBeVisible();
    await expect(page.getByText("24 years old")).toBeVisible();
    await expect(page.getByText("176 cm")).toBeVisible();
    await expect(page.getByRole("button", { name: /Open photo \d of 3/ })).toHaveCount(3);
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
});
