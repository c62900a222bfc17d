import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Clicks `selector` the moment React takes the root over (it adds its click listener to the root in
 * `hydrateRoot`, before it has hydrated anything: the page's parts hydrate apart, later, ADR 61), and
 * records whether React had hydrated that element yet.
 */
async function clickAtHydrationStart(page: Page, selector: string): Promise<void> {
  await page.addInitScript((target) => {
    const record = window as unknown as { earlyClick?: { hydrated: boolean } };
    const addEventListener = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
      addEventListener.apply(this, args as Parameters<typeof addEventListener>);
      if (args[0] !== "click" || record.earlyClick || !(this instanceof HTMLElement) || this.id !== "root")
        return;
      record.earlyClick = { hydrated: false };
      // After hydrateRoot returns, before React's first slice of work (a later task).
      queueMicrotask(() => {
        const element = document.querySelector<HTMLElement>(target);
        if (!element) throw new Error(`No element ${target} on the page.`);
        record.earlyClick = { hydrated: Object.keys(element).some((key) => key.startsWith("__reactFiber")) };
        element.click();
      });
    } as typeof addEventListener;
  }, selector);
}

const earlyClick = (page: Page) =>
  page.evaluate(() => (window as unknown as { earlyClick?: { hydrated: boolean } }).earlyClick);

test.describe("a click while the page hydrates", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("on the phone menu's button opens the menu", async ({ page }) => {
    await clickAtHydrationStart(page, 'header button[aria-haspopup="dialog"]');
    await page.goto("/about");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    expect(await earlyClick(page)).toEqual({ hydrated: false });
    await expect(menu.getByRole("link", { name: "Talents" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("on the list's Filters button opens the filters", async ({ page }) => {
    await clickAtHydrationStart(page, 'main button[aria-haspopup="dialog"]');
    await page.goto("/talents");
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    expect(await earlyClick(page)).toEqual({ hydrated: false });
  });
});
