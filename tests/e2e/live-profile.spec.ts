import type { Browser } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoAxeViolations, signInAsAdmin } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";
import { approveTalent, submitOwnTalent } from "./support/own-talent.ts";

// Profiles go live and are deleted here: on the moderation app, so the main app's public lists stay the
// sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

/** Two places of one name, told apart by their state. */
const SPRINGFIELD_MO = 4409896;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A second browser, signed in as the administrator. */
async function adminPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL);
  return { page, close: () => context.close() };
}

test.describe("a live profile", () => {
  test("a talent edits it, a visitor still sees the approved version; the admin sees the difference and approves", async ({
    page,
    browser,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(90_000);
    const name = `Lia Live ${unique()}`;
    await signedInUser({ name });
    await page.goto("/dashboard/profile");
    const talent = await submitOwnTalent(page, baseURL, {
      name,
      bio: "Dancer in Munich.",
      location: "Munich",
      category: "performing-arts",
      subcategory: "dancer",
    });
    await approveTalent(playwright, baseURL, talent.id);

    // A visitor reads the live profile.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const profileUrl = `/talents/dancer/${talent.slug}`;
    await visitor.goto(profileUrl);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByText("Dancer in Munich.")).toBeVisible();

    // The talent fixes the bio: the wizard says the live profile stays public meanwhile.
    await page.reload();
    await expect(page.getByText("Your Profile is Live!")).toBeVisible();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByText("Changes you save are reviewed before they go public")).toBeVisible();
    await page.getByLabel("Bio").fill("Dancer and choreographer in Munich.");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByText("General information saved.")).toBeVisible();
    await expect(
      page.getByText(
        "Your changes are under review. Your live profile stays public as it was until an administrator approves them.",
      ),
    ).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Your Changes are Under Review", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The visitor still sees the approved version, on its page and in the list.
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByText("Dancer in Munich.")).toBeVisible();
    await expect(visitor.getByText("Dancer and choreographer in Munich.")).toHaveCount(0);
    await visitor.goto(`/talents?q=${encodeURIComponent(name)}`);
    await expect(visitor.locator("article").getByRole("link", { name })).toBeVisible();
    await visitor.goto(profileUrl);
    await expect(visitor.getByText("Dancer in Munich.")).toBeVisible();

    // The admin finds the change in the queue, marked live, and sees what differs.
    const moderator = await adminPage(browser, baseURL);
    await moderator.page.goto("/admin-panel/talents?status=pending");
    const row = moderator.page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByText("Live", { exact: true })).toBeVisible();
    await moderator.page.getByRole("link", { name: `Review ${name}` }).click();
    const changes = moderator.page.getByRole("region", { name: "Changes to the live profile" });
    const bio = changes.getByRole("row", { name: /^Bio/ });
    await expect(bio.getByRole("cell", { name: "Dancer in Munich.", exact: true })).toBeVisible();
    await expect(
      bio.getByRole("cell", { name: "Dancer and choreographer in Munich.", exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(moderator.page);
    await moderator.page.getByRole("button", { name: "Approve" }).click();
    await moderator.page
      .getByRole("alertdialog", { name: `Approve the changes to ${name}?` })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect(moderator.page.getByText(`${name} is approved and live on Vitrine.`)).toBeVisible();
    await moderator.close();

    // The visitor's open page and the talent's dashboard follow without a reload.
    await expect(visitor.getByText("Dancer and choreographer in Munich.")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("Your Profile is Live!")).toBeVisible({ timeout: 10_000 });
    await visitorContext.close();
  });

  test("a change of place alone: the moderator sees both places in the review, and an admin's in the history", async ({
    page,
    browser,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(90_000);
    const name = `Pia Place ${unique()}`;
    await signedInUser({ name });
    await page.goto("/dashboard/profile");
    const talent = await submitOwnTalent(page, baseURL, {
      name,
      location: "Springfield",
      placeId: SPRINGFIELD_MO,
      category: "performing-arts",
      subcategory: "singer",
    });
    await approveTalent(playwright, baseURL, talent.id);

    // The talent picks the other Springfield: the text stays as it was.
    await page.reload();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const location = page.getByRole("combobox", { name: "Location" });
    await expect(page.getByText("Place: Springfield, MO, United States")).toBeVisible();
    // Typing unlinks the place; the same name typed again offers every Springfield.
    await location.clear();
    await location.fill("Springfield");
    await page.getByRole("option", { name: /^Springfield\s*IL, United States$/ }).click();
    await expect(location).toHaveValue("Springfield");
    await expect(page.getByText("Place: Springfield, IL, United States")).toBeVisible();
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByText("General information saved.")).toBeVisible();

    // The moderator sees the change of place, by name and state, and no change of the text.
    const moderator = await adminPage(browser, baseURL);
    await moderator.page.goto(`/admin-panel/talents/review/${talent.id}`);
    const changes = moderator.page.getByRole("region", { name: "Changes to the live profile" });
    const place = changes.getByRole("row", { name: /^Place/ });
    await expect(place.getByRole("cell", { name: "Springfield, MO, United States" })).toBeVisible();
    await expect(place.getByRole("cell", { name: "Springfield, IL, United States" })).toBeVisible();
    await expect(changes.getByRole("row", { name: /^Location/ })).toHaveCount(0);
    await expectNoAxeViolations(moderator.page);

    // An administrator puts the first Springfield back in the editor: the history names both places.
    await moderator.page.goto(`/admin-panel/talents/edit/${talent.id}`);
    const editorLocation = moderator.page.getByRole("combobox", { name: "Location" });
    await editorLocation.clear();
    await editorLocation.fill("Springfield");
    await moderator.page.getByRole("option", { name: /^Springfield\s*MO, United States$/ }).click();
    await expect(editorLocation).toHaveValue("Springfield");
    await moderator.page.getByRole("button", { name: "Save & Next" }).click();
    await expect(moderator.page.getByText("Talent information has been updated.").first()).toBeVisible();
    await moderator.page.reload();
    const history = moderator.page.getByRole("region", { name: "History" });
    await expect(
      history.getByText("Place: Springfield, IL, United States → Springfield, MO, United States"),
    ).toBeVisible();
    await expectNoAxeViolations(moderator.page);
    await moderator.close();
  });

  test("an admin deletes a talent's profile with a reason; the talent reads it on the dashboard and starts again", async ({
    page,
    browser,
    baseURL,
    signedInUser,
  }) => {
    const name = `Dana Deleted ${unique()}`;
    await signedInUser({ name });
    await page.goto("/dashboard/profile");
    await submitOwnTalent(page, baseURL, { name, category: "performing-arts", subcategory: "singer" });

    const moderator = await adminPage(browser, baseURL);
    await moderator.page.goto("/admin-panel/talents?status=pending");
    await moderator.page.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = moderator.page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
    const reason = "The photos belong to another talent.";
    await dialog.getByLabel("Reason for the talent (optional)").fill(reason);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(moderator.page.getByText("Talent has been deleted.")).toBeVisible();
    await moderator.close();

    await page.reload();
    const notice = page.getByRole("status").filter({ hasText: "Your Profile Was Removed" });
    await expect(notice).toBeVisible();
    await expect(
      notice.getByText(`An administrator removed your profile “${name}” from Vitrine.`),
    ).toBeVisible();
    await expect(notice.getByText(`Reason: ${reason}`)).toBeVisible();
    await expect(notice.getByText("You can create a new profile below.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "General" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A new profile: the notice has done its work.
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByText("Profile Created!")).toBeVisible();
    await expect(page.getByText("Your Profile Was Removed")).toHaveCount(0);
  });
});
