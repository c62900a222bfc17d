import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoAxeViolations, expectNoSidewaysScroll, mailDirOf, signInAsAdmin } from "./support/admin.ts";
import { expect, test, waitForMail } from "./support/fixtures.ts";
import { approveTalent, submitOwnTalent } from "./support/own-talent.ts";
import { contextOfItsOwn, openReportDialog, reportDialogOf, sendReport } from "./support/profile-report.ts";

// Profiles go live and are taken down here: on the moderation app, so the main app's public lists stay
// the sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe("reports of profiles", () => {
  test("a visitor reports a profile; the admin sees it in Reports and takes it down: the profile is gone and the talent is mailed", async ({
    page,
    browser,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    const name = `Rita Report ${unique()}`;
    const account = await signedInUser({ name });
    await page.goto("/dashboard/profile");
    const talent = await submitOwnTalent(page, baseURL, {
      name,
      bio: "Model in Munich.",
      location: "Munich",
      category: "visual-arts-media",
      subcategory: "model",
    });
    await approveTalent(playwright, baseURL, talent.id);
    const profileUrl = `/talents/model/${talent.slug}`;

    // The visitor opens the dialog: a reason is needed, and "other" needs a text.
    const visitor = await contextOfItsOwn(browser, baseURL);
    const dialog = await openReportDialog(visitor.page, profileUrl, name);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(visitor.page);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Please choose a reason")).toBeVisible();
    await dialog.getByRole("radio", { name: "Something else" }).check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Please say what is wrong")).toBeVisible();
    await sendReport(visitor.page, dialog, {
      reason: "Fake or stolen pictures",
      details: "These photos belong to another model.",
    });
    await expectNoAxeViolations(visitor.page);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
    await expect(visitor.page.getByRole("button", { name: "Report this profile" })).toBeFocused();

    // The admin finds it under Reports (counted in the navigation) and takes the profile down.
    const admin = await contextOfItsOwn(browser, baseURL);
    await signInAsAdmin(admin.page, baseURL);
    await admin.page.goto("/admin-panel");
    await expect(admin.page.getByRole("link", { name: /^Reports\s*\d+ open$/ }).first()).toBeVisible();
    await admin.page
      .getByRole("link", { name: /^Reports/ })
      .first()
      .click();
    await expect(admin.page).toHaveURL(/\/admin-panel\/inquiry-reports$/);
    await expect(admin.page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expect(
      admin.page.getByRole("heading", { level: 2, name: "Profiles reported by visitors" }),
    ).toBeVisible();
    await expect(
      admin.page.getByRole("heading", { level: 2, name: "Inquiries reported by talents" }),
    ).toBeVisible();
    const card = admin.page.getByRole("article", { name });
    await expect(card.getByText("These photos belong to another model.")).toBeVisible();
    await expect(card.getByText(/Fake or stolen pictures/)).toBeVisible();
    await expectNoAxeViolations(admin.page);
    await card.getByRole("button", { name: "Take down" }).click();
    const takeDown = admin.page.getByRole("dialog", { name: `Take down the profile of ${name}` });
    await takeDown.getByLabel("Your note to the talent").fill("The pictures are not yours.");
    await expectNoAxeViolations(admin.page);
    await takeDown.getByRole("button", { name: "Take down" }).click();
    await expect(admin.page.getByText("The profile was taken down")).toBeVisible();
    await expect(card).toHaveCount(0);

    // The profile is gone for the visitor, and the talent reads why.
    await visitor.page.goto(profileUrl);
    await expect(visitor.page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    const mail = await waitForMail(account.email, /was taken down/, 15_000, mailDirOf(baseURL));
    expect(mail.text).toContain("The pictures are not yours.");
    await visitor.context.close();
    await admin.context.close();
  });

  test("the dialog and the Reports view at 390 px", async ({
    page,
    browser,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(90_000);
    const name = `Nina Narrow ${unique()}`;
    await signedInUser({ name });
    await page.goto("/dashboard/profile");
    const talent = await submitOwnTalent(page, baseURL, {
      name,
      location: "Berlin",
      category: "visual-arts-media",
      subcategory: "model",
    });
    await approveTalent(playwright, baseURL, talent.id);

    const visitor = await contextOfItsOwn(browser, baseURL, 390);
    await visitor.page.goto(`/talents/model/${talent.slug}`);
    await visitor.page.getByRole("button", { name: "Report this profile" }).click();
    await sendReport(visitor.page, reportDialogOf(visitor.page, name), {
      reason: "Scam or fraud",
      beforeSending: async () => {
        await expectNoSidewaysScroll(visitor.page);
        await expectNoAxeViolations(visitor.page);
      },
    });

    const admin = await contextOfItsOwn(browser, baseURL, 390);
    await signInAsAdmin(admin.page, baseURL);
    await admin.page.goto("/admin-panel/inquiry-reports");
    const card = admin.page.getByRole("article", { name });
    await expect(card.getByText("The visitor wrote no text.")).toBeVisible();
    await expectNoSidewaysScroll(admin.page);
    await expectNoAxeViolations(admin.page);
    await card.getByRole("button", { name: "Dismiss" }).click();
    await expect(admin.page.getByText("Report dismissed")).toBeVisible();
    await expect(card).toHaveCount(0);
    await visitor.context.close();
    await admin.context.close();
  });
});
