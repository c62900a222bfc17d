import { expect, type Page } from "@playwright/test";

/**
 * Choose Plan, for an account without a plan, first asks for the buyer's express request that the plan
 * start before the withdrawal period ends: ticked here, then on to the checkout.
 */
export async function giveWithdrawalConsent(page: Page, plan: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: `Start your ${plan} plan` });
  await dialog.getByRole("checkbox", { name: /^I expressly request that Vitrine starts providing/ }).check();
  await dialog.getByRole("button", { name: "Continue to checkout" }).click();
  await expect(dialog).toHaveCount(0);
}
