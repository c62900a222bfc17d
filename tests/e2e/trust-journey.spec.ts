import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoAxeViolations, expectNoSidewaysScroll, mailDirOf, signInAsAdmin } from "./support/admin.ts";
import { expect, test, waitForMail } from "./support/fixtures.ts";
import { approveTalent, submitOwnTalent } from "./support/own-talent.ts";
import { contextOfItsOwn, reportProfile } from "./support/profile-report.ts";

// A profile's way through trust and insight: a visitor's view is counted, their report reaches the
// admins, the take-down sends the profile back to review with the admin's note (mail and dashboard),
// and the talent's insight shows the visit. On the moderation app, so the main app's lists stay the
// sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Today as the insight's table names it (UTC days, long English date). */
const todayInTable = () =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date());

test("a visitor's view and report, the admin's take-down back to review, the talent's mail, notice and insight", async ({
  page,
  browser,
  playwright,
  baseURL,
  signedInUser,
}) => {
  test.setTimeout(150_000);
  const name = `Tara Trust ${unique()}`;
  const account = await signedInUser({ name });
  await page.goto("/dashboard/profile");
  const talent = await submitOwnTalent(page, baseURL, {
    name,
    bio: "Model in Hamburg.",
    location: "Hamburg",
    category: "visual-arts-media",
    subcategory: "model",
  });
  await approveTalent(playwright, baseURL, talent.id);
  const profileUrl = `/talents/model/${talent.slug}`;

  // The talent's own look at the public profile is not a visit.
  await page.goto(profileUrl);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // A visitor opens the profile (one view) and reports it with a reason.
  const visitor = await contextOfItsOwn(browser, baseURL);
  await reportProfile(
    visitor.page,
    { url: profileUrl, name },
    { reason: "Scam or fraud", details: "Asks for a deposit before every booking." },
  );
  await expectNoAxeViolations(visitor.page);

  // The admin reads the report with its reason and takes the profile down.
  const admin = await contextOfItsOwn(browser, baseURL);
  await signInAsAdmin(admin.page, baseURL);
  await admin.page.goto("/admin-panel/inquiry-reports");
  const card = admin.page.getByRole("article", { name });
  await expect(card.getByText(/Scam or fraud/)).toBeVisible();
  await expect(card.getByText("Asks for a deposit before every booking.")).toBeVisible();
  await expectNoAxeViolations(admin.page);
  await card.getByRole("button", { name: "Take down" }).click();
  const takeDown = admin.page.getByRole("dialog", { name: `Take down the profile of ${name}` });
  await expect(takeDown).toContainText("goes back to review");
  const note = "Please remove the request for deposits from your profile.";
  await takeDown.getByLabel("Your note to the talent").fill(note);
  await takeDown.getByRole("button", { name: "Take down" }).click();
  await expect(admin.page.getByText("The profile was taken down")).toBeVisible();
  await expect(card).toHaveCount(0);

  // Off the public site at once.
  await visitor.page.goto(profileUrl);
  await expect(visitor.page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  // The talent is mailed the note, and reads it on the dashboard: back in review, to change and resubmit.
  const mail = await waitForMail(account.email, /was taken down/, 15_000, mailDirOf(baseURL));
  expect(mail.text).toContain(note);
  await page.goto("/dashboard/profile");
  const notice = page.getByRole("status").filter({ hasText: "Your Profile was Taken Down After a Report" });
  await expect(notice).toContainText(note);
  await expect(notice).toContainText("submit it again");
  await expect(page.getByText("Your Profile is Under Review")).toBeVisible();
  await expectNoAxeViolations(page);

  // The insight counts the visitor's view, once, and not the talent's own.
  await page.getByRole("link", { name: "Open your insight" }).click();
  await expect(page).toHaveURL(/\/dashboard\/insight$/);
  await expect(page.getByRole("heading", { level: 1, name: "Insight" })).toBeVisible();
  const views = page.getByRole("region", { name: "Profile views" });
  await expect(views).toContainText("1 in the last 30 days");
  await expect(views.getByRole("img")).toHaveAccessibleName(
    /^Profile views per day over the last 30 days: 1 in total/,
  );
  await expectNoAxeViolations(page);
  await views.getByRole("button", { name: "Table" }).click();
  const table = views.getByRole("table", { name: "Profile views per day, last 30 days" });
  await expect(table.getByRole("row")).toHaveCount(31);
  const today = table.getByRole("row").nth(1);
  await expect(today.getByRole("rowheader")).toHaveText(todayInTable());
  await expect(today.getByRole("cell")).toHaveText("1");
  await expectNoAxeViolations(page);

  // 90 days, and the page on a phone.
  await page.getByRole("button", { name: "Last 90 days" }).click();
  await expect(views).toContainText("1 in the last 90 days");
  await expect(
    views.getByRole("table", { name: "Profile views per day, last 90 days" }).getByRole("row"),
  ).toHaveCount(91);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("region", { name: "Profile views" })).toContainText("1 in the last 30 days");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole("region", { name: "Profile views" }).getByRole("button", { name: "Table" }).click();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await visitor.context.close();
  await admin.context.close();
});
