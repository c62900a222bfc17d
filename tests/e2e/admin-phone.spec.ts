import type { Locator, Page } from "@playwright/test";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { adminRequest, createPendingTalent, signInAsAdmin } from "./support/admin.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { insertAccount } from "./support/sessions.ts";

// The admin panel on a phone: Manage Talents, Users, Billing and Inbox show their records as cards
// that fit the screen, rather than tables that scroll inside their frame with nothing to say more is hidden. The
// tables return where their columns fit; both layouts are measured at a phone's, a tablet's and two
// laptops' widths, the keyboard at a phone's.

const PHONE = { width: 390, height: 844 };
const WIDTHS = [390, 768, 1024, 1280] as const;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The page is no wider than the window, and nothing in the page's main area scrolls sideways inside
 * its own frame (a table in a scrolling card hides its last columns, and the actions with them).
 */
async function expectNothingScrollsSideways(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const framed = [...document.querySelectorAll("main *")].filter((element) => {
      const overflow = getComputedStyle(element).overflowX;
      return (overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth;
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      framed: framed.map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.getAttribute("aria-label") ?? ""}": ${element.scrollWidth} px in ${element.clientWidth} px`,
      ),
    };
  });
  const at = `at ${found.innerWidth} px`;
  expect.soft(found.scrollWidth, `${at}, the page's width`).toBeLessThanOrEqual(found.innerWidth);
  expect.soft(found.framed, `${at}, what scrolls sideways inside the page`).toEqual([]);
}

/** At every width, once `shown` is in the layout of that width, nothing scrolls sideways. */
async function expectFitsEveryWidth(page: Page, shown: Locator): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expect(shown.filter({ visible: true })).toBeVisible();
    await expectNothingScrollsSideways(page);
  }
  await page.setViewportSize(PHONE);
}

/** The box lies entirely within the window. */
async function expectWithinTheWindow(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize() ?? PHONE;
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: its left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: its top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: its right edge`).toBeLessThanOrEqual(width);
  expect(box.y + box.height, `${what}: its bottom edge`).toBeLessThanOrEqual(height);
}

/** Presses Tab from the page's heading until the target has the focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.getByRole("heading", { level: 1 }).click();
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("Tab never reached the target");
}

test.describe("the admin panel on a phone", () => {
  test.use({ viewport: PHONE });

  test("Manage Talents: the talents fit the screen, and Approve asks on screen, by keyboard", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminRequest(playwright, baseURL ?? "");
    const { name } = await createPendingTalent(admin, `Phone Pia ${unique()}`);
    await admin.dispose();
    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/talents?status=pending");
    const approve = page.getByRole("button", { name: `Approve ${name}` });
    await expectFitsEveryWidth(page, approve);
    await expectWithinTheWindow(page, approve, "the Approve button");

    await tabTo(page, approve);
    await page.keyboard.press("Enter");
    const question = page.getByRole("alertdialog", { name: `Approve ${name}?` });
    await expect(question).toBeVisible();
    await expectWithinTheWindow(page, question, "the question");
    await page.keyboard.press("Escape");
    await expect(question).toBeHidden();
    await expect(approve).toBeFocused();
  });

  test("Users: the accounts fit the screen, the actions menu opens on screen, and every action is reached by keyboard", async ({
    page,
    baseURL,
  }) => {
    const { email } = await insertAccount(baseURL, {
      email: uniqueEmail(`phone-user-${unique()}`),
      name: "Phone User",
      emailVerified: false,
    });
    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/users");
    await page.getByLabel("Filter by e-mail or talent name").fill(email);
    const trigger = page.getByRole("button", { name: `Actions for ${email}` });
    await expect(trigger).toBeVisible();
    // What the page shows at this width (the other layout is in the page, hidden), once the filter
    // has left this one account (the trigger may show before, in the unfiltered list).
    const inactive = page.getByText("Inactive").filter({ visible: true });
    await expect(inactive).toHaveCount(1);
    await expect(inactive).toBeVisible();
    await expectFitsEveryWidth(page, page.getByText(email));
    // Where the card sits vertically depends on how far the page is scrolled after the widths above.
    await trigger.scrollIntoViewIfNeeded();
    await expectWithinTheWindow(page, trigger, "the actions button");

    // The cards offer the orders the table's headers do.
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "E-mail, A to Z" });
    await expect(trigger).toBeVisible();

    await tabTo(page, trigger);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expectWithinTheWindow(page, menu, "the actions menu");
    // The arrow keys walk through every action.
    for (const action of ["Resend verification link", "Activate", "Assign plan", "Make admin"]) {
      const item = menu.getByRole("menuitem", { name: action });
      if (!(await item.evaluate((element) => element === document.activeElement))) {
        await page.keyboard.press("ArrowDown");
      }
      await expect(item).toBeFocused();
      await expectWithinTheWindow(page, item, `the action ${action}`);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // One of them, chosen by keyboard, does its work.
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("menuitem", { name: "Resend verification link" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Activate" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`${email} is now active.`)).toBeVisible();
    await expect(page.getByText("Active", { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(inactive).toHaveCount(0);
    await expectNothingScrollsSideways(page);
  });

  test("Billing: the subscriptions fit the screen", async ({ page, playwright, baseURL }) => {
    const { id, email } = await insertAccount(baseURL, {
      email: uniqueEmail(`phone-billing-${unique()}`),
      name: "Phone Billing",
    });
    const admin = await adminRequest(playwright, baseURL ?? "");
    const { plans } = (await (await admin.get("/api/admin/plans")).json()) as { plans: { id: string }[] };
    const assigned = await admin.put(`/api/admin/users/${id}/plan`, { data: { priceId: plans[0]?.id } });
    expect(assigned.status()).toBe(200);
    await admin.dispose();

    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/billing");
    await expectFitsEveryWidth(page, page.getByText(email));
  });

  test("Inbox: the messages fit the screen, and a message opens by keyboard", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: {
        origin: baseURL ?? "",
        "x-forwarded-for": `10.95.${Math.floor(Math.random() * 250)}.7`,
      },
    });
    const sender = `Phone Sender ${unique()}`;
    const botCheck = await fetchAndSolveBotCheck(async (path) => {
      const res = await visitor.get(path);
      return new Response(await res.text(), { status: res.status() });
    });
    const sent = await visitor.post("/api/contact", {
      data: {
        name: sender,
        instagram: "phone.sender",
        email: uniqueEmail("phone-inbox"),
        message: "A message with a long address, read on a phone.",
      },
      headers: { "x-altcha": botCheck },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    await visitor.dispose();

    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/messages");
    const view = page.getByRole("button", { name: `View message from ${sender}` });
    await expect(view).toBeVisible();
    await expectFitsEveryWidth(page, view);
    await expectWithinTheWindow(page, view, "the View button");

    await tabTo(page, view);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Message from ${sender}` });
    await expect(dialog).toContainText("read on a phone");
    await expectWithinTheWindow(page, dialog, "the message");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectNothingScrollsSideways(page);
  });
});
