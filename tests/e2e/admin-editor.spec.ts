import type { Page } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { jpeg } from "#tests/support/image-factory";
import { adminRequest, expectNoAxeViolations, signInAsAdmin, talentWhoSubmitted } from "./support/admin.ts";
import { withAppLock } from "./support/app-lock.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { insertAccount } from "./support/sessions.ts";

// These specs approve, create and delete talents: they run on their own app, so the public lists that
// other specs count on the main app never change under them.
test.use({ baseURL: e2eBaseUrl("moderation") });

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await jpeg(600, 800, colour),
});
const saveAndNext = (page: Page) => page.getByRole("button", { name: "Save & Next" }).click();
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const updated = (page: Page) =>
  expect(page.getByText("Talent information has been updated.").first()).toBeVisible();

test.describe("the admin's talent editor", () => {
  test("an admin creates a talent through all seven steps, with a hero image and a gallery photo", async ({
    page,
    baseURL,
  }) => {
    // Seven steps with two uploads and two axe runs: more than the default on a busy machine.
    test.setTimeout(90_000);
    const name = `Edith Editor ${Date.now().toString(36)}`;
    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/talents");
    await page.getByRole("link", { name: "Add New Talent" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create New Talent" })).toBeVisible();
    await expect(page).toHaveTitle("Create New Talent · Admin | Vitrine");

    // Only the first step is open, and nothing can be saved without a name.
    const steps = page.getByRole("navigation", { name: "Editor steps" });
    await expect(steps.getByRole("button", { name: /Step 7: Admin/ })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save & Next" })).toBeDisabled();
    await page.getByLabel("Name").fill("   ");
    await saveAndNext(page);
    await expect(page.getByText("Please enter a name before saving.")).toBeVisible();
    await expect(page.getByText("Name is required").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // 1. General: the first save creates the profile and switches to edit mode.
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Age").fill("29");
    await page.getByLabel("Location").fill("Leipzig");
    await page.getByLabel("Bio").fill("Portrait and fashion model, added by the Vitrine team.");
    await saveAndNext(page);
    await expect(page.getByText("New talent has been added.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin-panel\/talents\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: `Edit Talent: ${name}` })).toBeVisible();

    // 2. Details.
    await expect(stepHeading(page, "Details")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search Languages" }).fill("germ");
    await page.getByRole("checkbox", { name: "German", exact: true }).check();
    await page.getByRole("checkbox", { name: /Paid Work/ }).check();
    await saveAndNext(page);
    await updated(page);

    // 3. Category.
    await expect(stepHeading(page, "Category")).toBeVisible();
    await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("visual-arts-media");
    await page.getByRole("combobox", { name: "Sub-category" }).selectOption("model");
    await page.getByLabel("Height (cm)").fill("181");
    await saveAndNext(page);
    await updated(page);

    // 4. Hero image, 5. Gallery: stored as they upload.
    await expect(stepHeading(page, "Hero Image")).toBeVisible();
    await page.getByLabel("Choose or drop a hero image").setInputFiles(await photo("hero.jpg", "#5a3d7a"));
    await expect(page.getByRole("img", { name: `Hero image of ${name}` })).toBeVisible();
    await saveAndNext(page);
    await expect(page.getByText("Hero Image saved.")).toBeVisible();
    await expect(stepHeading(page, "Gallery")).toBeVisible();
    await page.getByLabel("Add photos, reels or audio").setInputFiles(await photo("one.jpg", "#2d6a4f"));
    await expect(
      page.getByRole("list", { name: "Gallery" }).getByRole("button", { name: /^Move Photo 1/ }),
    ).toBeVisible();
    await saveAndNext(page);
    await expect(page.getByText("Gallery saved.")).toBeVisible();

    // 6. Contact.
    await expect(stepHeading(page, "Contact")).toBeVisible();
    await page.getByLabel("Contact email").fill("edith@example.com");
    await page.getByLabel("Instagram username").fill("edith.models");
    await saveAndNext(page);
    await updated(page);

    // 7. Admin: the status the admin chooses is kept; badges and flags; no linked user.
    await expect(stepHeading(page, "Admin")).toBeVisible();
    await expect(page.getByRole("radio", { name: "No linked user" })).toBeChecked();
    await page.getByRole("combobox", { name: "Status" }).selectOption("approved");
    await page.getByRole("checkbox", { name: /^Verified/ }).check();
    await page.getByRole("checkbox", { name: /^Featured/ }).check();
    await expectNoAxeViolations(page);
    // Featuring the talent changes the featured list, which the reorder spec holds still under this lock.
    await withAppLock(baseURL, "featured-order", async () => {
      await page.getByRole("button", { name: "Finish & Save" }).click();
      await expect(page).toHaveURL(/\/admin-panel\/talents$/);
    });
    await expect(page.getByText("Talent information has been updated.").first()).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

    // The history of the profile, and the public page with the image, the photo and the badge.
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText(`admin@vitrine.test created ${name}`)).toBeVisible();
    await expect(history.getByText("Status: Pending → Approved")).toBeVisible();
    await page.getByRole("button", { name: "Close", exact: true }).click();
    await expect(page).toHaveURL(/\/admin-panel\/talents$/);

    await page.goto("/talents?q=Edith%20Editor");
    await page.locator("article").getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("img", { name }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Verified Talent/ }).first()).toBeVisible();
    await expect(
      page.getByRole("tabpanel", { name: "Photos" }).getByRole("button", { name: /^Open photo 1 of 1/ }),
    ).toBeVisible();
  });

  test("an admin links a profile to an account without one, found by its address", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // An account with a profile cannot be linked again; a new one without a profile can.
    const email = uniqueEmail("linkable");
    const { request } = await talentWhoSubmitted(
      playwright,
      baseURL ?? "",
      uniqueEmail("has-profile"),
      "Has Profile",
    );
    await request.dispose();
    const admin = await adminRequest(playwright, baseURL ?? "");
    await insertAccount(baseURL, { email, name: "Linda Linkable" });
    const created = await admin.post("/api/admin/talents", { data: { name: `Linked ${Date.now()}` } });
    const { talent } = (await created.json()) as { talent: { id: string } };
    await admin.dispose();

    await signInAsAdmin(page, baseURL);
    await page.goto(`/admin-panel/talents/edit/${talent.id}`);
    await page
      .getByRole("navigation", { name: "Editor steps" })
      .getByRole("button", { name: /Step 7: Admin/ })
      .click();
    await page.getByRole("searchbox", { name: "Search accounts" }).fill(email.slice(0, 20));
    await page.getByRole("radio", { name: new RegExp(email) }).check();
    await page.getByRole("button", { name: "Finish & Save" }).click();
    await expect(page).toHaveURL(/\/admin-panel\/talents$/);

    await page.goto(`/admin-panel/talents/edit/${talent.id}`);
    await page
      .getByRole("navigation", { name: "Editor steps" })
      .getByRole("button", { name: /Step 7: Admin/ })
      .click();
    await expect(page.getByRole("radio", { name: new RegExp(`${email}.*linked now`) })).toBeChecked();
  });
});
