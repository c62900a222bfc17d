import type { Page } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { jpeg } from "#tests/support/image-factory";
import { mp3Audio } from "#tests/support/media-factory";
import { adminRequest } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// A profile goes live here: on the moderation app, so the main app's public lists stay the sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await jpeg(600, 800, colour),
});

const saveAndContinue = (page: Page) => page.getByRole("button", { name: "Save & Continue" }).click();
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

test.describe("the profile wizard", () => {
  test("a new talent builds a profile in six steps, waits for review, and goes live once approved", async ({
    page,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    const { email } = await signedInUser({ name: "Wanda Wizard" });
    await page.goto("/dashboard/profile");
    await expect(stepHeading(page, "General")).toBeVisible();
    await expect(page.getByRole("button", { name: /Step 3: Category/ })).toBeDisabled();

    // 1. General: the name comes from the account.
    await expect(page.getByLabel("Name")).toHaveValue("Wanda Wizard");
    await page.getByLabel("Age").fill("27");
    await page.getByLabel("Location").fill("Munich");
    await page.getByLabel("Bio").fill("Fashion and editorial model based in Munich.");
    await saveAndContinue(page);
    await expect(page.getByText("Profile Created!")).toBeVisible();

    // 2. Details: languages by search, and a payment option.
    await expect(stepHeading(page, "Details")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search Languages" }).fill("germ");
    await page.getByRole("checkbox", { name: "German", exact: true }).check();
    await page.getByRole("searchbox", { name: "Search Languages" }).fill("engl");
    await page.getByRole("checkbox", { name: "English", exact: true }).check();
    await page.getByRole("checkbox", { name: /Paid Work/ }).check();
    await saveAndContinue(page);
    await expect(page.getByText("Details information saved.")).toBeVisible();

    // 3. Category: the sub-category waits for the category; the specifics follow it.
    await expect(stepHeading(page, "Category")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sub-category" })).toBeDisabled();
    await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("visual-arts-media");
    await page.getByRole("combobox", { name: "Sub-category" }).selectOption("model");
    await page.getByLabel("Height (cm)").fill("178");
    await page.getByLabel("Eye colour").selectOption("green");
    await saveAndContinue(page);
    await expect(page.getByText("Category information saved.")).toBeVisible();

    // 4. Hero image.
    await expect(stepHeading(page, "Hero Image")).toBeVisible();
    await page.getByLabel("Choose or drop a hero image").setInputFiles(await photo("hero.jpg", "#7a3b2e"));
    await expect(page.getByRole("img", { name: "Hero image of Wanda Wizard" })).toBeVisible();
    await saveAndContinue(page);
    await expect(page.getByText("Hero Image saved.")).toBeVisible();

    // 5. Gallery: three photos at once, uploaded one after another.
    await expect(stepHeading(page, "Gallery")).toBeVisible();
    await page
      .getByLabel("Add photos, reels or audio")
      .setInputFiles([
        await photo("one.jpg", "#224466"),
        await photo("two.jpg", "#446622"),
        await photo("three.jpg", "#662244"),
      ]);
    const gallery = page.getByRole("list", { name: "Gallery" });
    await expect(gallery.getByRole("button", { name: /^Move Photo/ })).toHaveCount(3);
    await expect(page.getByText("3 of 10 photos used.", { exact: false })).toBeVisible();
    await page.getByLabel("Description of Photo 1").fill("Editorial, spring 2026");
    await page.getByLabel("Description of Photo 2").focus();
    await page
      .getByLabel("Add photos, reels or audio")
      .setInputFiles({ name: "voice.mp3", mimeType: "audio/mpeg", buffer: mp3Audio() });
    await expect(gallery.getByRole("button", { name: "Move Audio 4", exact: true })).toBeVisible();
    await page.getByLabel("Description of Audio 4").fill("Voice sample");
    await page.getByLabel("Description of Photo 3").focus();
    await saveAndContinue(page);
    await expect(page.getByText("Gallery saved.")).toBeVisible();

    // 6. Contact: the account's address by default; Instagram without @.
    await expect(stepHeading(page, "Contact")).toBeVisible();
    await expect(page.getByLabel("Contact email")).toHaveValue(email);
    await page.getByLabel("Instagram username").fill("@wanda.models");
    await expect(page.getByLabel("Instagram username")).toHaveValue("wanda.models");
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page.getByText("Your profile has been updated and is pending review.")).toBeVisible();

    await expect(page.getByText("Your Profile is Under Review")).toBeVisible();
    await expectNoAxeViolations(page);
    const summary = page.getByRole("region", { name: "Profile summary" });
    await expect(summary.getByText("Wanda Wizard")).toBeVisible();
    await expect(summary.getByText("Pending")).toBeVisible();
    await summary.getByRole("button", { name: "Preview Profile" }).click();
    await expect(page.getByText("Profile Not Live Yet")).toBeVisible();

    // An administrator approves it; the open dashboard follows without a reload.
    const admin = await adminRequest(playwright, baseURL ?? "");
    const own = await page.request.get("/api/me/talent");
    const { talent } = (await own.json()) as { talent: { id: string; slug: string } };
    expect((await admin.post(`/api/admin/talents/${talent.id}/approve`, { data: {} })).status()).toBe(200);
    await admin.dispose();
    await expect(page.getByText("Your Profile is Live!")).toBeVisible({ timeout: 5000 });

    await summary.getByRole("button", { name: "Preview Profile" }).click();
    await expect(page).toHaveURL(new RegExp(`/talents/model/${talent.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Wanda Wizard" })).toBeVisible();
    await expect(page.getByText("27 years old")).toBeVisible();
    await expect(page.getByRole("link", { name: "wanda.models on Instagram" })).toHaveAttribute(
      "href",
      /wanda\.models/,
    );
    const photos = page.getByRole("tabpanel", { name: "Photos" });
    await expect(photos.getByRole("button", { name: /^Open photo \d of 3/ })).toHaveCount(3);
    await expect(
      photos.getByRole("button", { name: "Open photo 1 of 3: Editorial, spring 2026" }),
    ).toBeVisible();
  });

  test("leaving a step with unsaved changes asks first", async ({ page, signedInUser }) => {
    await signedInUser({ name: "Dora Draft" });
    await page.goto("/dashboard/profile");
    await expectNoAxeViolations(page);
    await saveAndContinue(page);
    await expect(stepHeading(page, "Details")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("checkbox", { name: /Time for Prints/ }).check();

    await page.getByRole("button", { name: "Back" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(stepHeading(page, "Details")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Time for Prints/ })).toBeChecked();

    await page.getByRole("link", { name: "Settings" }).first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Discard changes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  });

  test("on a phone, the steps are a carousel that follows the current step", async ({
    page,
    signedInUser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInUser({ name: "Pia Phone" });
    await page.goto("/dashboard/profile");
    const steps = page.getByRole("navigation", { name: "Profile steps" });
    await expect(steps.getByRole("button", { name: /Step 1: General/ })).toBeInViewport();
    await expect(steps.getByRole("button", { name: /Step 6: Contact/ })).not.toBeInViewport();

    await saveAndContinue(page);
    await saveAndContinue(page);
    await expect(stepHeading(page, "Category")).toBeVisible();
    await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("performing-arts");
    await page.getByRole("combobox", { name: "Sub-category" }).selectOption("singer");
    await saveAndContinue(page);
    await saveAndContinue(page);
    await expect(stepHeading(page, "Gallery")).toBeVisible();
    await expect(steps.getByRole("button", { name: /Step 5: Gallery/ })).toBeInViewport();
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);

    // Reached steps accept a tap; later ones stay locked.
    await steps.getByRole("button", { name: /Step 2: Details/ }).click();
    await expect(stepHeading(page, "Details")).toBeVisible();
    await expect(steps.getByRole("button", { name: /Step 2: Details/ })).toBeInViewport();
    await expect(steps.getByRole("button", { name: /Step 6: Contact/ })).toBeDisabled();
  });
});
