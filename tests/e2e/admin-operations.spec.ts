import type { APIRequestContext, Page } from "@playwright/test";
import type { AdminOverview } from "#shared/admin/admin-overview.schema";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import {
  adminRequest,
  createPendingTalent,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  signInAsAdmin,
  switchTheme,
} from "./support/admin.ts";
import { withAppLock } from "./support/app-lock.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { insertAccount } from "./support/sessions.ts";
import { pickUpByKeyboard } from "./support/sortable.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Solves the bot check as a browser would, for the sign-up and contact calls a spec makes directly. */
async function botCheck(api: APIRequestContext): Promise<string> {
  return fetchAndSolveBotCheck(async (path) => {
    const res = await api.get(path);
    return new Response(await res.text(), { status: res.status() });
  });
}

const FEATURED_LIST = "Featured talents, in carousel order";

/** The talents of the admin's featured list, by name, in their order. */
async function listNames(page: Page): Promise<string[]> {
  const rows = page.getByRole("list", { name: FEATURED_LIST }).getByRole("listitem");
  return (await rows.locator("p.font-medium").allTextContents()).map((name) => name.trim());
}

/** The names of the carousel's slides among `names`, in the carousel's order. */
async function carouselOrder(page: Page, names: readonly string[]): Promise<string[]> {
  const slides = page
    .getByRole("region", { name: "Featured Talents" })
    .locator('[aria-roledescription="slide"]');
  const texts = await slides.allTextContents();
  return texts.flatMap((text) => names.filter((name) => text.includes(name)));
}

const only = (order: string[], names: readonly string[]) => order.filter((name) => names.includes(name));

test.describe("the admin panel's operations", () => {
  test.describe("on the moderation app", () => {
    // The featured list changes here: on the moderation app, so the main app's sample carousel stays as
    // it is. Its order is saved only as a whole (a list changed meanwhile is refused), so the test holds
    // the lock that the other specs changing the featured list there take too.
    test.use({ baseURL: e2eBaseUrl("moderation") });

    test("an admin reorders three featured talents of its own by drag and by keyboard, and the home carousel follows live", async ({
      page,
      context,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      await withAppLock(baseURL, "featured-order", async () => {
        const admin = await adminRequest(playwright, baseURL ?? "");
        const suffix = unique();
        const three = [`Featured Fay ${suffix}`, `Featured Finn ${suffix}`, `Featured Flo ${suffix}`];
        for (const name of three)
          await createPendingTalent(admin, name, { status: "approved", featured: true });
        await admin.dispose();

        await signInAsAdmin(page, baseURL);
        await page.goto("/admin-panel/talents/featured");
        await expect(page.getByRole("heading", { level: 1, name: "Featured Talents" })).toBeVisible();
        await expect.poll(async () => only(await listNames(page), three).length, { timeout: 10_000 }).toBe(3);
        const [x, y, z] = only(await listNames(page), three) as [string, string, string];

        const home = await context.newPage();
        await home.goto("/");
        await expect.poll(() => carouselOrder(home, three)).toEqual([x, y, z]);

        // Drag z above x with the mouse (the list starts moving after 5 px).
        const handleZ = page.getByRole("button", { name: `Move ${z}` });
        await handleZ.scrollIntoViewIfNeeded();
        const from = await handleZ.boundingBox();
        const to = await page.getByRole("button", { name: `Move ${x}` }).boundingBox();
        if (!from || !to) throw new Error("handles not visible");
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
        await page.mouse.move(to.x + to.width / 2, to.y + 5, { steps: 15 });
        await page.mouse.up();
        await expect(page.getByText("Order Saved!")).toBeVisible();
        await expect.poll(async () => only(await listNames(page), three)).toEqual([z, x, y]);
        await expect.poll(() => carouselOrder(home, three)).toEqual([z, x, y]);

        // By keyboard: y goes up one place, above x. Each step is announced, and the next key waits for
        // it, as a person listening would.
        await pickUpByKeyboard(page, `Move ${y}`, y);
        await page.keyboard.press("ArrowUp");
        await expect(page.getByText(new RegExp(`${y} moved to position`))).toBeAttached();
        await page.keyboard.press("Space");
        await expect(page.getByText(new RegExp(`${y} dropped at position`))).toBeAttached();
        await expect.poll(async () => only(await listNames(page), three)).toEqual([z, y, x]);
        await expect.poll(() => carouselOrder(home, three)).toEqual([z, y, x]);
        await page.reload();
        await expect.poll(async () => only(await listNames(page), three)).toEqual([z, y, x]);
      });
    });

    // A testimonial shows on /pricing: added here, so the main app's pricing page stays as it is.
    test("an admin adds a testimonial, sees it on /pricing, hides it, rewords it only with the author's consent and deletes it", async ({
      page,
      baseURL,
    }) => {
      const quote = `Vitrine found me my best client ${unique()}.`;
      await signInAsAdmin(page, baseURL);
      await page.goto("/admin-panel/content");
      await page.getByRole("button", { name: "Add testimonial" }).click();
      const dialog = page.getByRole("dialog", { name: "Add testimonial" });
      await dialog.getByRole("button", { name: "Add" }).click();
      await expect(dialog.getByText("The quote is required.")).toBeVisible();
      await dialog.getByRole("textbox", { name: "Quote" }).fill(quote);
      await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Nora P.");
      await dialog.getByRole("textbox", { name: "What they do and where" }).fill("Singer, Cologne");
      await dialog.getByRole("combobox", { name: "Plan" }).selectOption("Pro");
      await dialog.getByRole("button", { name: "Add" }).click();
      await expect(dialog.getByText("Confirm that this person agreed to be quoted.")).toBeVisible();
      await dialog.getByLabel(/agreed to be quoted/).check();
      await dialog.getByRole("button", { name: "Add" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(quote)).toBeVisible();

      const pricing = await page.context().newPage();
      // The page follows changes once its script has opened the live updates' stream.
      const streamOpen = pricing.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/events",
      );
      await pricing.goto("/pricing");
      await streamOpen;
      const testimonials = pricing.getByRole("region", { name: "What talents say" });
      await expect(testimonials.getByText(quote)).toBeAttached();
      await expect(testimonials.getByText("Nora P.").first()).toBeAttached();

      const entry = page.getByRole("listitem").filter({ hasText: quote });
      await entry.getByRole("button", { name: "Hide Nora P." }).click();
      await expect(entry.getByText("Hidden")).toBeVisible();
      // The open pricing page follows the change without a reload.
      await expect(testimonials.getByText(quote)).not.toBeAttached();

      // A new wording needs the author's agreement again; hiding it above did not.
      await entry.getByRole("button", { name: "Edit Nora P." }).click();
      const edit = page.getByRole("dialog", { name: "Edit testimonial" });
      const consent = edit.getByRole("checkbox", { name: /agreed to be quoted/ });
      await expect(consent).not.toBeChecked();
      const edited = `${quote} Every time.`;
      await edit.getByRole("textbox", { name: "Quote" }).fill(edited);
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(edit.getByText("Confirm that this person agreed to be quoted.")).toBeVisible();
      await consent.check();
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByText(edited)).toBeVisible();

      await entry.getByRole("button", { name: "Delete Nora P." }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText(quote)).not.toBeAttached();
    });
  });

  test("an admin reads a contact message, it shows as read, and the Inbox badge follows the unread count", async ({
    page,
    baseURL,
    playwright,
  }) => {
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: {
        origin: baseURL ?? "",
        "x-forwarded-for": `10.98.${Math.floor(Math.random() * 250)}.7`,
      },
    });
    const sender = `Inbox Tester ${unique()}`;
    const sent = await visitor.post("/api/contact", {
      data: {
        name: sender,
        instagram: "inbox.tester",
        email: uniqueEmail("inbox"),
        company: "Tester GmbH",
        phone: "+49 89 123456",
        message: "Hello, I would like to book a photographer for a shoot in May.",
      },
      headers: { "x-altcha": await botCheck(visitor) },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    await visitor.dispose();

    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/messages");
    const inboxLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Inbox/ });
    // Other specs send messages meanwhile, so the badge is compared with the server's count of the
    // moment rather than with a number read before.
    const expectBadgeToMatchServer = () =>
      expect(async () => {
        const overview = (await (await page.request.get("/api/admin/overview")).json()) as AdminOverview;
        const unread = overview.messages.unread;
        await expect(inboxLink).toHaveAccessibleName(unread ? `Inbox ${unread} unread` : "Inbox", {
          timeout: 1000,
        });
      }).toPass({ timeout: 15_000 });
    await expect(inboxLink).toHaveAccessibleName(/Inbox \d+ unread/);

    const row = page.getByRole("row", { name: new RegExp(sender) });
    await expect(row.getByText("Unread")).toBeVisible();
    await row.getByRole("button", { name: `View message from ${sender}` }).click();
    const dialog = page.getByRole("dialog", { name: `Message from ${sender}` });
    await expect(dialog).toContainText("Tester GmbH");
    await expect(dialog).toContainText("+49 89 123456");
    await expect(dialog).toContainText("@inbox.tester");
    await expect(dialog).toContainText("book a photographer");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(row.getByText("Read", { exact: true })).toBeVisible();
    await expectBadgeToMatchServer();
  });

  test("an admin activates an account, assigns it a plan and finds it in Billing", async ({
    page,
    baseURL,
  }) => {
    // An account that has not confirmed its address yet, as sign-up leaves it.
    const { email } = await insertAccount(baseURL, {
      email: uniqueEmail("activate"),
      name: "Activate Me",
      emailVerified: false,
    });

    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/users");
    await page.getByLabel("Filter by e-mail or talent name").fill(email.toUpperCase());
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await expect(row.getByText("Inactive")).toBeVisible();
    await expect(row.getByText("Free")).toBeVisible();

    await row.getByRole("button", { name: `Actions for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Activate" }).click();
    await expect(page.getByText("Success", { exact: true })).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: `Actions for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Assign plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Assign a plan" });
    await dialog.getByRole("radio", { name: /Pro/ }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Assign Plan" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(/Pro\s*\(Active\)/)).toBeVisible();

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Billing" }).click();
    // The Users page stays until Billing has loaded, and its row for the account names it too.
    await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
    const billingRow = page.getByRole("row", { name: new RegExp(email) });
    await expect(billingRow.getByRole("cell", { name: "Pro" })).toBeVisible();
    await expect(billingRow.getByText("Active", { exact: true })).toBeVisible();
    // A granted plan is never renewed: the table says it ends then.
    await expect(billingRow.getByText("(granted, ends then)")).toBeVisible();

    // The change history words the assignment; the stored values stay as they were recorded.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
    const entry = page.getByRole("listitem").filter({ hasText: `assigned a plan to ${email}` });
    await expect(entry.getByText("Plan: — → Pro", { exact: true })).toBeVisible();
    await expect(entry.getByText("Subscription status: — → Active", { exact: true })).toBeVisible();
    const periodEnd = entry.getByText(/^Plan period ends: — → /);
    await expect(periodEnd).toBeVisible();
    await expect(periodEnd).not.toHaveText(/\d{4}-\d{2}-\d{2}T/);
  });

  for (const width of [390, 1280] as const) {
    test(`the panel's pages have no axe violations in either theme at ${width} px`, async ({
      page,
      baseURL,
    }) => {
      // Ten axe runs take their time on a busy machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page, baseURL);
      for (const [path, heading] of [
        ["/admin-panel/talents/featured", "Featured Talents"],
        ["/admin-panel/messages", "Inbox"],
        ["/admin-panel/users", "Users"],
        ["/admin-panel/billing", "Billing"],
        ["/admin-panel/content", "Site Content"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
        for (const theme of ["light", "dark"] as const) {
          // The page applies a new system theme a moment after it changes: axe must wait for it, or it
          // judges colours half of one theme and half of the other.
          await switchTheme(page, theme);
          await expectNoAxeViolations(page);
        }
        if (width === 390) await expectNoSidewaysScroll(page);
      }
    });
  }
});
