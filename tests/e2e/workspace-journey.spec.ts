import type { Browser, BrowserContext, Page } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { mailDirOf } from "./support/admin.ts";
import { expect, solveBotCheck, test, uniqueEmail, waitForMail } from "./support/fixtures.ts";
import { approveTalent, submitOwnTalent } from "./support/own-talent.ts";
import { signInNewAccount } from "./support/sessions.ts";

// A booker's whole workflow, as one person does it in a browser: sign up as someone who hires, keep
// favourites, build a shortlist with notes, share it with a client who answers without an account,
// ask the whole list at once, and withdraw the link. It makes talents public: on the moderation app.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type OwnTalent = { name: string; email: string; slug: string; context: BrowserContext };

/**
 * A talent with an account of its own, signed in in a browser of its own: it creates its profile
 * (taking paid jobs, inquiries on as every new profile has them) and the administrator approves it.
 */
async function publicTalent(
  browser: Browser,
  playwright: Parameters<typeof approveTalent>[0],
  baseURL: string | undefined,
  name: string,
): Promise<OwnTalent> {
  const context = await browser.newContext({ baseURL });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.97.${Math.floor(Math.random() * 250)}.3` });
  const account = await signInNewAccount(context, baseURL, { name, email: uniqueEmail("journey-talent") });
  const page = await context.newPage();
  const talent = await submitOwnTalent(page, baseURL, {
    name,
    bio: "Singer for campaigns and events.",
    location: "Hamburg",
    category: "performing-arts",
    subcategory: "singer",
    paymentOptions: ["PAY"],
  });
  await page.close();
  await approveTalent(playwright, baseURL, talent.id);
  return { name, email: account.email, slug: talent.slug, context };
}

/** A talent's entry on the owner's page of the list. */
const entryOf = (page: Page, name: string) =>
  page
    .getByRole("list", { name: /in order$/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });

const VIEWPORTS = [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`a booker's workflow (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("signs up as someone who hires, keeps favourites, builds and shares a shortlist, sees the client's answers arrive, asks the whole list and withdraws the link", async ({
      page,
      context,
      browser,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const mailDir = mailDirOf(baseURL);
      const run = unique();

      // 1. The booker signs up with the company and confirms through the mailed link.
      const email = uniqueEmail("journey-booker");
      const company = `Studio Journey ${run}`;
      await page.goto("/signup");
      await page.getByRole("radio", { name: "I hire talent (agency, brand, production)" }).check();
      await page.getByLabel("Company name").fill(company);
      await page.getByLabel("Name", { exact: true }).fill("Jo Booker");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("secret-123");
      await page.getByLabel("Confirm password").fill("secret-123");
      await page.getByLabel(/I accept the/).check();
      await solveBotCheck(page);
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
      const confirm = await waitForMail(email, /Confirm your e-mail/, 20_000, mailDir);
      await page.goto(confirm.links.find((l) => l.includes("/api/auth/verify-email")) ?? "/");
      await expect(page).toHaveURL(/\/dashboard\/workspace$/);
      await expect(page.getByRole("heading", { level: 1, name: "Workspace" })).toBeVisible();
      await expect(page.getByText(company)).toBeVisible();

      // 2. Three public talents who accept inquiries, each with an account of its own.
      const talents: OwnTalent[] = [];
      for (const first of ["Ava", "Ben", "Cleo"]) {
        talents.push(await publicTalent(browser, playwright, baseURL, `${first} Journey ${run}`));
      }
      const [a, b, c] = talents as [OwnTalent, OwnTalent, OwnTalent];
      const search = (talent: OwnTalent) => page.goto(`/talents?q=${encodeURIComponent(talent.name)}`);
      const cardOf = (talent: OwnTalent) =>
        page.getByRole("article").filter({ has: page.getByRole("link", { name: talent.name, exact: true }) });

      // 3. Two favourites with the heart, found by name in the list.
      for (const talent of [a, b]) {
        await search(talent);
        await cardOf(talent)
          .getByRole("button", { name: `Add ${talent.name} to favourites` })
          .click();
        await expect(
          cardOf(talent).getByRole("button", { name: `Remove ${talent.name} from favourites` }),
        ).toHaveAttribute("aria-pressed", "true");
      }
      await page.goto("/dashboard/favourites");
      await expect(page.getByRole("heading", { level: 1, name: "Favourites" })).toBeVisible();
      await expect(page.getByText("2 talents")).toBeVisible();
      for (const talent of [a, b]) {
        await expect(
          page.getByRole("main").getByRole("link", { name: talent.name, exact: true }),
        ).toBeVisible();
      }

      // 4. A shortlist of three: made from the first one's card with "New shortlist…", …
      const listName = `Summer campaign ${run}`;
      await search(a);
      await cardOf(a)
        .getByRole("button", { name: `Add ${a.name} to a shortlist` })
        .click();
      await page.getByRole("menuitem", { name: "New shortlist…" }).click();
      const create = page.getByRole("dialog", { name: "New shortlist" });
      await create.getByLabel("Name of the shortlist").fill(listName);
      await create.getByRole("button", { name: "Create and add" }).click();
      await expect(page.getByText(`${a.name} is on “${listName}”`)).toBeVisible();
      await expect(create).toBeHidden();

      // … the second from the favourites page, …
      await page.goto("/dashboard/favourites");
      await page
        .getByRole("main")
        .getByRole("button", { name: `Add ${b.name} to a shortlist` })
        .click();
      await page.getByRole("menuitemcheckbox", { name: listName }).click();
      await expect(page.getByText(`${b.name} is on “${listName}”`)).toBeVisible();
      await page.keyboard.press("Escape");

      // … and the third from its profile.
      await page.goto(`/talents/singer/${c.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: c.name })).toBeVisible();
      await page.getByRole("button", { name: "Add to shortlist" }).click();
      await page.getByRole("menuitemcheckbox", { name: listName }).click();
      await expect(page.getByText(`${c.name} is on “${listName}”`)).toBeVisible();
      await page.keyboard.press("Escape");

      await page.goto("/dashboard/shortlists");
      await page.getByRole("link", { name: new RegExp(escapeRegExp(listName)) }).click();
      await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible();
      await expect(
        page
          .getByRole("list", { name: /in order$/ })
          .getByRole("listitem")
          .getByRole("link"),
      ).toHaveText([a.name, b.name, c.name]);

      // A private note on each.
      for (const talent of talents) {
        const note = page.getByLabel(`Private note on ${talent.name}`);
        await note.fill(`Why ${talent.name}: the voice for the spot`);
        await entryOf(page, talent.name).getByRole("button", { name: "Save note" }).click();
        await expect(entryOf(page, talent.name).getByText("Note saved")).toBeVisible();
      }

      // Shared: a named link for seven days, copied.
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await page.getByRole("button", { name: "Share with a client" }).click();
      const share = page.getByRole("dialog", { name: "Share with a client" });
      await share.getByLabel("Who is it for?").fill("Client Nord");
      await share.getByLabel("Works for").selectOption({ label: "7 days" });
      await share.getByRole("button", { name: "Make link" }).click();
      const ready = page.getByRole("dialog", { name: "Your link is ready" });
      await ready.getByRole("button", { name: "Copy link" }).click();
      await expect(ready.getByText("Link copied")).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/shortlist#[A-Za-z0-9_-]{43}$/);
      await expect(ready.getByLabel("Link for your client")).toHaveValue(link);
      await ready.getByRole("button", { name: "Done" }).click();
      await expect(page.getByText("Client Nord")).toBeVisible();

      // 5. The client, in a browser of their own without an account, answers for each talent.
      const clientContext = await browser.newContext({ viewport: viewport.size });
      const client = await clientContext.newPage();
      await client.goto(link);
      await expect(client.getByRole("heading", { level: 1, name: listName })).toBeVisible();
      await expect(client.getByText(/Why .+: the voice/)).toHaveCount(0);
      const answer = async (talent: OwnTalent, verdict: "Yes" | "Maybe" | "No", comment?: string) => {
        const card = client.getByRole("article", { name: talent.name });
        // The choices are labels over visually hidden radio buttons: a person taps the label.
        await card.getByText(verdict, { exact: true }).click();
        await expect(card.getByRole("radio", { name: verdict, exact: true })).toBeChecked();
        if (comment) await card.getByLabel("Comment (optional)").fill(comment);
        await card.getByRole("button", { name: "Save answer" }).click();
        await expect(card.getByText("Saved", { exact: true })).toBeVisible();
      };

      // 6. Each answer reaches the booker's open page without a reload.
      await answer(a, "Yes", "Exactly the sound we want");
      await expect(entryOf(page, a.name).getByText("Yes", { exact: true })).toBeVisible();
      await expect(entryOf(page, a.name).getByText("Exactly the sound we want")).toBeVisible();
      await answer(b, "Maybe");
      await expect(entryOf(page, b.name).getByText("Maybe", { exact: true })).toBeVisible();
      await answer(c, "No");
      await expect(entryOf(page, c.name).getByText("No", { exact: true })).toBeVisible();
      await expect(page.getByText("3 answers")).toBeVisible();

      // 7. One inquiry to the whole list: a conversation with each of the three.
      const inquiries = page.getByRole("region", { name: "Inquiries to this list" });
      await inquiries.getByRole("button", { name: "Ask the whole list" }).click();
      const ask = page.getByRole("dialog", { name: "Ask the whole list" });
      await ask.getByRole("radio", { name: "Paid Work" }).check();
      await ask.getByLabel("Date", { exact: true }).fill("2027-06-14");
      await ask.getByLabel("Location").fill("Hamburg");
      await ask.getByLabel("Budget in euros (optional)").fill("1200");
      await ask.getByRole("textbox", { name: "Message" }).fill("A summer spot with one song. Are you free?");
      await ask.getByLabel(/I agree that Vitrine stores my details/).check();
      await ask.getByRole("button", { name: "Send to the list" }).click();
      await expect(ask.getByText("Sent to 3 talents")).toBeVisible();
      await ask.getByRole("button", { name: "Done" }).click();
      for (const talent of talents) {
        await expect(
          inquiries.getByRole("link", { name: new RegExp(`^${escapeRegExp(talent.name)}`) }),
        ).toContainText("Sent");
      }
      await expect(inquiries.getByRole("listitem")).toHaveCount(3);

      // Each talent, signed in, finds it among its inquiries and has the mail.
      for (const talent of talents) {
        await waitForMail(talent.email, /New inquiry from Jo Booker/, 20_000, mailDir);
        const inbox = await talent.context.newPage();
        await inbox.goto("/dashboard/inquiries");
        await expect(inbox.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
        await expect(inbox.getByRole("link", { name: /Unread: Jo Booker/ })).toBeVisible();
        await talent.context.close();
      }

      // 8. The booker withdraws the link; the client's reload says so, without the list.
      await page.getByRole("button", { name: "Withdraw", exact: true }).click();
      await page
        .getByRole("dialog", { name: /Withdraw the link/ })
        .getByRole("button", { name: "Withdraw link" })
        .click();
      await expect(page.getByText(/^Withdrawn /)).toBeVisible();
      await client.reload();
      await expect(client.getByRole("heading", { name: "This link was withdrawn" })).toBeVisible();
      await expect(client.getByText(listName)).toHaveCount(0);
      await expect(client.getByRole("article")).toHaveCount(0);
      await clientContext.close();
    });
  });
}
