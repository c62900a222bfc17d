import type { Page } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";
import { pickUpByKeyboard } from "./support/sortable.ts";

// Shortlists need public talents: on the moderation app, whose sample talents are public.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The names of the list's talents, in the order the owner's page shows them. */
const entryNames = (page: Page) =>
  page
    .getByRole("list", { name: /in order$/ })
    .getByRole("listitem")
    .getByRole("link")
    .allInnerTexts();

const VIEWPORTS = [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`shortlists (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("an account builds a list of three with notes, reorders it by keyboard and shares it; the client picks without an account, the owner sees the picks arrive, withdraws the link, and the client's page says so", async ({
      page,
      browser,
      baseURL,
      signedInUser,
    }) => {
      test.setTimeout(150_000);
      await signedInUser({ name: "Bea Booker" });
      const listName = `Spring lookbook ${unique()}`;

      // An empty overview first, then a new list with its brief.
      await page.goto("/dashboard/shortlists");
      await expect(page.getByRole("heading", { name: "Shortlists", level: 1 })).toBeVisible();
      await expect(page.getByText("No shortlists yet")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "New shortlist" }).click();
      const create = page.getByRole("dialog", { name: "New shortlist" });
      await create.getByRole("button", { name: "Create shortlist" }).click();
      await expect(create.getByText("Give the list a name")).toBeVisible();
      await create.getByLabel("Name").fill(listName);
      await create.getByLabel("Job").fill("Two models for a lookbook");
      await create.getByLabel("Dates").fill("4 to 6 May");
      await create.getByLabel("Location").fill("Hamburg");
      await create.getByRole("button", { name: "Create shortlist" }).click();
      await expect(page.getByRole("heading", { name: listName, level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/shortlists\/[^/]+$/);
      const listId = new URL(page.url()).pathname.split("/").pop() ?? "";

      // Three public talents (the Add-to-shortlist button sits on their cards once the shell provides it).
      const listed = await page.request.get("/api/talents");
      const { items } = (await listed.json()) as { items: { id: string; name: string }[] };
      const three = items.slice(0, 3);
      expect(three).toHaveLength(3);
      for (const talent of three) {
        const added = await page.request.post(`/api/me/shortlists/${listId}/entries`, {
          data: { talentId: talent.id },
          headers: { origin: baseURL ?? "" },
        });
        expect(added.status()).toBe(201);
      }
      await page.reload();
      const [a, b, c] = three.map((talent) => talent.name) as [string, string, string];
      await expect.poll(() => entryNames(page)).toEqual([a, b, c]);

      // A private note on each, saved with its state shown.
      for (const [index, name] of [a, b, c].entries()) {
        const note = page.getByLabel(`Private note on ${name}`);
        await note.fill(`Note ${index + 1}: strong portfolio`);
        const item = page.getByRole("listitem").filter({ has: note });
        await expect(item.getByText("Not saved yet")).toBeVisible();
        await item.getByRole("button", { name: "Save note" }).click();
        await expect(item.getByText("Note saved")).toBeVisible();
      }

      // By keyboard: the move buttons, announced, and the drag handle with Space and the arrow keys.
      await page.getByRole("button", { name: `Move ${a} down`, exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(`${a} moved to position 2 of 3`)).toBeAttached();
      await expect.poll(() => entryNames(page)).toEqual([b, a, c]);
      await pickUpByKeyboard(page, `Move ${c}`, c);
      await page.keyboard.press("ArrowUp");
      await expect(page.getByText(new RegExp(`${c} moved to position`))).toBeAttached();
      await page.keyboard.press("Space");
      await expect(page.getByText(new RegExp(`${c} dropped at position`))).toBeAttached();
      await expect.poll(() => entryNames(page)).toEqual([b, c, a]);
      await page.reload();
      await expect.poll(() => entryNames(page)).toEqual([b, c, a]);
      await expect(page.getByLabel(`Private note on ${a}`)).toHaveValue("Note 1: strong portfolio");
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      // Share: the link is shown once, to copy.
      await page.getByRole("button", { name: "Share with a client" }).click();
      const share = page.getByRole("dialog", { name: "Share with a client" });
      await share.getByLabel("Who is it for?").fill("Atelier Nord");
      await share.getByLabel("Works for").selectOption("7");
      await share.getByRole("button", { name: "Make link" }).click();
      const ready = page.getByRole("dialog", { name: "Your link is ready" });
      const link = await ready.getByLabel("Link for your client").inputValue();
      expect(link).toMatch(/\/shortlist#[A-Za-z0-9_-]{43}$/);
      await expectNoAxeViolations(page);
      await ready.getByRole("button", { name: "Done" }).click();
      await expect(page.getByText("Atelier Nord")).toBeVisible();

      // The client, without an account, in a browser of their own.
      const clientContext = await browser.newContext({ viewport: viewport.size });
      const client = await clientContext.newPage();
      await client.goto(link);
      await expect(client.getByRole("heading", { name: listName, level: 1 })).toBeVisible();
      await expect(client.getByText("Two models for a lookbook")).toBeVisible();
      await expect(client.getByText(/Note \d/)).toHaveCount(0);
      await expect(client.getByRole("article").getByRole("heading", { level: 2 })).toHaveText([b, c, a]);
      await expectNoAxeViolations(client);
      await expectNoSidewaysScroll(client);
      const cardOf = (name: string) => client.getByRole("article", { name });
      await cardOf(b).getByText("Yes", { exact: true }).click();
      await cardOf(b).getByLabel("Comment (optional)").fill("Perfect for the look");
      await cardOf(b).getByRole("button", { name: "Save answer" }).click();
      await expect(cardOf(b).getByText("Saved", { exact: true })).toBeVisible();

      // The owner's page shows it without a reload; then a second pick, live too.
      const ownerEntry = (name: string) =>
        page
          .getByRole("list", { name: /in order$/ })
          .getByRole("listitem")
          .filter({ hasText: name });
      await expect(ownerEntry(b).getByText("Perfect for the look")).toBeVisible();
      await expect(ownerEntry(b).getByText("Yes", { exact: true })).toBeVisible();
      await cardOf(a).getByText("No", { exact: true }).click();
      await cardOf(a).getByRole("button", { name: "Save answer" }).click();
      await expect(cardOf(a).getByText("Saved", { exact: true })).toBeVisible();
      await expect(ownerEntry(a).getByText("No", { exact: true })).toBeVisible();
      await expect(page.getByText("2 answers")).toBeVisible();

      // The owner withdraws the link; the client's reload says so, without the list.
      await page.getByRole("button", { name: "Withdraw", exact: true }).click();
      await page
        .getByRole("dialog", { name: /Withdraw the link/ })
        .getByRole("button", { name: "Withdraw link" })
        .click();
      await expect(page.getByText(/^Withdrawn /)).toBeVisible();
      await client.reload();
      await expect(client.getByRole("heading", { name: "This link was withdrawn" })).toBeVisible();
      await expect(client.getByText(listName)).toHaveCount(0);
      await expectNoAxeViolations(client);
      await clientContext.close();
    });
  });
}
