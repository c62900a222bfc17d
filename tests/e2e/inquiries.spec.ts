import { e2eBaseUrl } from "#tests/support/e2e-constants";
import {
  adminRequest,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  mailDirOf,
  talentWhoSubmitted,
} from "./support/admin.ts";
import { expect, solveBotCheck, test, uniqueEmail, waitForMail } from "./support/fixtures.ts";

// This spec approves a talent of its own: it runs on the moderation app, so the public lists that
// other specs count on the main app never change under it.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

test.describe("inquiries", () => {
  // The test fails one refresh of the sender's conversation on purpose.
  test.use({
    expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED \(.*\/api\/inquiry-thread:/],
  });

  test("a visitor sends an inquiry, the talent answers from the dashboard, the visitor answers through the mailed link, and each sees the other's answers without reloading", async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const mailDir = mailDirOf(baseURL);
    const talentEmail = uniqueEmail("inquiry-talent");
    const name = `Inquiry Iris ${unique()}`;
    const { talent, request } = await talentWhoSubmitted(playwright, baseURL ?? "", talentEmail, name);
    expect(
      (
        await request.patch(`/api/talents/${talent.id}`, { data: { paymentOptions: ["PAY", "TFP"] } })
      ).status(),
    ).toBe(200);
    await request.dispose();
    const admin = await adminRequest(playwright, baseURL ?? "");
    expect((await admin.post(`/api/admin/talents/${talent.id}/approve`, { data: {} })).status()).toBe(200);
    await admin.dispose();

    // The visitor, on a phone: the profile's button opens the form.
    const visitorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await visitorContext.setExtraHTTPHeaders({
      "x-forwarded-for": `10.95.${Math.floor(Math.random() * 250)}.7`,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/talents/singer/${talent.slug}`);
    await visitor.getByRole("link", { name: "Send an inquiry" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: `Send ${name} an inquiry` })).toBeVisible();
    // What the form says about addresses is what happens below: the talent's thread shows the sender's.
    await expect(
      visitor.getByText(
        `Tell ${name} about the job. Your message reaches them through Vitrine, and they see your e-mail address with it. Their own address stays private unless their profile shows it: their answers reach you through Vitrine.`,
      ),
    ).toBeVisible();
    await expect(visitor.getByText(/neither of you sees/i)).toHaveCount(0);
    await expectNoSidewaysScroll(visitor);
    await expectNoAxeViolations(visitor);

    const visitorEmail = uniqueEmail("inquiry-sender");
    await visitor.getByLabel("Your name").fill("Mara Brand");
    await visitor.getByLabel("Email").fill(visitorEmail);
    await visitor.getByLabel("Company (optional)").fill("Brand Studio");
    await visitor.getByRole("radio", { name: "Paid Work" }).check();
    await visitor.getByLabel("Date", { exact: true }).fill("2027-05-01");
    await visitor.getByLabel("Location").fill("Hamburg");
    await visitor.getByLabel("Budget in euros (optional)").fill("900");
    await visitor
      .getByRole("textbox", { name: "Message" })
      .fill("We are planning a spring campaign. Are you free?");
    // Without consent the form says so next to the box and sends nothing.
    await visitor.getByRole("button", { name: "Send inquiry" }).click();
    await expect(visitor.getByText("Please accept the privacy policy to send your inquiry")).toBeVisible();
    await visitor.getByLabel(/I agree that Vitrine stores my details/).check();
    await solveBotCheck(visitor);
    await visitor.getByRole("button", { name: "Send inquiry" }).click();
    await expect(visitor.getByRole("heading", { name: "Inquiry sent" })).toBeVisible();
    await waitForMail(visitorEmail, new RegExp(`Your inquiry to ${name}`), 15_000, mailDir);

    // The talent gets the mail and opens the thread from its link.
    const toTalent = await waitForMail(talentEmail, /New inquiry from Mara Brand/, 15_000, mailDir);
    expect(toTalent.text).not.toContain(visitorEmail);
    const threadLink = toTalent.links.find((l) => l.includes("/dashboard/inquiries/")) ?? "";
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: talentEmail, password: "secret-123" },
      headers: { origin: baseURL ?? "" },
    });
    expect(signIn.status()).toBe(200);
    await page.goto("/dashboard/inquiries");
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    // The title comes from the route's declaration, with the site's name once.
    await expect(page).toHaveTitle("Inquiries | Vitrine");
    await expect(page.getByRole("link", { name: /Unread: Mara Brand/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(pathOf(threadLink));
    await expect(page.getByRole("heading", { level: 1, name: "Inquiry from Mara Brand" })).toBeVisible();
    // A title from the page's data wins over the one its route declares.
    await expect(page).toHaveTitle("Inquiry from Mara Brand | Vitrine");
    await expect(page.getByText(visitorEmail)).toBeVisible();
    await expect(page.getByText("We are planning a spring campaign. Are you free?")).toBeVisible();
    await page.getByRole("textbox", { name: "Your reply" }).fill("Yes, the first of May works for me.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply sent")).toBeVisible();

    // The visitor follows the private link from the talent's answer, reads it and answers.
    const answerMail = await waitForMail(
      visitorEmail,
      new RegExp(`${name} answered your inquiry`),
      15_000,
      mailDir,
    );
    const privateLink = answerMail.links.find((l) => l.includes("/inquiry#")) ?? "";
    expect(privateLink).toMatch(/\/inquiry#[A-Za-z0-9_-]{43}$/);
    // The page's timers run on a clock the test can move, to see the page ask again for new messages.
    await visitor.clock.install();
    const response = await visitor.goto(pathOf(privateLink));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(visitor.getByRole("heading", { level: 1, name: `Your inquiry to ${name}` })).toBeVisible();
    await expect(visitor.getByText("Yes, the first of May works for me.")).toBeVisible();
    await expect(visitor.getByText(talentEmail)).toHaveCount(0);
    await expectNoSidewaysScroll(visitor);
    await expectNoAxeViolations(visitor);
    await visitor.getByRole("textbox", { name: "Your answer" }).fill("Wonderful, we will send the details.");
    await visitor.getByRole("button", { name: "Send reply" }).click();
    await expect(visitor.getByRole("textbox", { name: "Your answer" })).toHaveValue("");

    // The talent's open thread shows the answer without a reload.
    await expect(page.getByText("Wonderful, we will send the details.")).toBeVisible({ timeout: 10_000 });

    // The talent answers again: the visitor's open page shows it after half a minute, without a reload…
    const talentReply = async (text: string) => {
      await page.getByRole("textbox", { name: "Your reply" }).fill(text);
      await page.getByRole("button", { name: "Send reply" }).click();
      await expect(page.getByText(text)).toBeVisible();
    };
    await talentReply("Perfect, see you in Hamburg.");
    await visitor.clock.fastForward(30_000);
    await expect(visitor.getByText("Perfect, see you in Hamburg.")).toBeVisible();
    // … and at once when the visitor comes back to the tab.
    await talentReply("Bring the mood board, please.");
    await visitor.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect(visitor.getByText("Bring the mood board, please.")).toBeVisible();
    // A refresh that fails leaves the conversation as it was.
    await visitor.route("**/api/inquiry-thread", (route) => route.abort());
    const failedRefresh = visitor.waitForEvent("requestfailed");
    await visitor.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await failedRefresh;
    await expect(visitor.getByText("Bring the mood board, please.")).toBeVisible();
    await expect(visitor.getByRole("alert")).toHaveCount(0);
    await visitor.unroute("**/api/inquiry-thread");

    // Switching inquiries off removes the button from the profile.
    await page.goto("/dashboard/inquiries");
    await page.getByRole("checkbox", { name: /Accept inquiries/ }).uncheck();
    await expect(page.getByText("Inquiries switched off")).toBeVisible();
    await visitor.goto(`/talents/singer/${talent.slug}`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Send an inquiry" })).toHaveCount(0);
    await visitorContext.close();
  });
});
