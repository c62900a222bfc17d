import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoAxeViolations } from "./support/admin.ts";
import { expect, test, waitingForHydration } from "./support/fixtures.ts";
import { approveTalent, submitOwnTalent } from "./support/own-talent.ts";

// Profiles go live here: on the moderation app, so the main app's public lists stay the sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe("measurements", () => {
  test("a model enters them in feet, inches and US sizes; a visitor reads them in cm, switches to US sizes and keeps that choice", async ({
    page,
    browser,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(90_000);
    const name = `Mara Measure ${unique()}`;
    await signedInUser({ name });
    await page.goto("/dashboard/profile");
    const talent = await submitOwnTalent(page, baseURL, {
      name,
      bio: "Model in Munich.",
      location: "Munich",
      category: "visual-arts-media",
      subcategory: "model",
    });
    await approveTalent(playwright, baseURL, talent.id);

    // The talent enters the measurements in the units they use.
    await page.reload();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByText("General information saved.")).toBeVisible();
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Category" })).toBeVisible();
    const section = page.getByRole("group", { name: "Measurements" });
    await section.getByRole("radio", { name: "Imperial (ft, in)" }).check();
    await section.getByRole("radio", { name: "US" }).check();
    await section.getByLabel("Height (ft)").fill("5");
    await section.getByLabel("Height (in)").fill("9");
    await section.getByLabel("Bust / chest (in)").fill("34.5");
    await section.getByRole("radio", { name: "Women's sizes" }).check();
    await section.getByLabel("Shoe size (US)").selectOption({ label: "8" });
    await section.getByLabel("Hair colour").selectOption("blonde");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByText("Category information saved.")).toBeVisible();

    // Shown back exactly as entered.
    await page.getByRole("button", { name: /Step 3: Category/ }).click();
    await expect(section.getByLabel("Height (ft)")).toHaveValue("5");
    await expect(section.getByLabel("Height (in)")).toHaveValue("9");
    await expect(section.getByLabel("Bust / chest (in)")).toHaveValue("34.5");

    // Not public until approved.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = waitingForHydration(await visitorContext.newPage());
    const profileUrl = `/talents/model/${talent.slug}`;
    await visitor.goto(profileUrl);
    await visitor
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Decline" })
      .click();
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "Measurements" })).toHaveCount(0);

    await approveTalent(playwright, baseURL, talent.id);

    // A visitor reads them in cm first, then in inches and US sizes; the choice stays on the next visit.
    await visitor.reload();
    const block = visitor.getByRole("region", { name: "Measurements" });
    await expect(block.getByText("175 cm")).toBeVisible();
    await expect(block.getByText("88 cm")).toBeVisible();
    // The options are labels around visually hidden radio buttons.
    await block.getByText("ft and in, US sizes").click();
    await expect(block.getByText("5 ft 9 in")).toBeVisible();
    await expect(block.getByText("34.5 in")).toBeVisible();
    await expect(block.getByText(/US 8/)).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.reload();
    await expect(block.getByText("5 ft 9 in")).toBeVisible();
    await expect(block.getByRole("radio", { name: "ft and in, US sizes" })).toBeChecked();
    await visitorContext.close();
  });
});
