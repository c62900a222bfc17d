import { expect, type Page } from "@playwright/test";

/**
 * Picks up the entry whose handle is named `handle` with Space, as a keyboard user does, and waits
 * until it can be moved: the announcement, then two frames, in which the sortable list measures where
 * its entries are (an arrow key pressed before that finds no place to move to, and nothing happens).
 */
export async function pickUpByKeyboard(page: Page, handle: string, name: string): Promise<void> {
  await page.getByRole("button", { name: handle, exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(new RegExp(`Picked up ${name}, at position \\d+`))).toBeAttached();
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
