import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, solveBotCheck } from "./fixtures.ts";

/**
 * A new browser context from an address of its own (reports share the senders' budget per address),
 * on a phone's width when one is given.
 */
export async function contextOfItsOwn(
  browser: Browser,
  baseURL: string | undefined,
  width?: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      "x-forwarded-for": `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    ...(width ? { viewport: { width, height: 844 } } : {}),
  });
  return { context, page: await context.newPage() };
}

/** The report dialog of the profile of the talent of this name. */
export const reportDialogOf = (page: Page, name: string): Locator =>
  page.getByRole("dialog", { name: `Report the profile of ${name}` });

/** A visitor opens a public profile, waits for its heading and opens the report dialog; answers it. */
export async function openReportDialog(page: Page, profileUrl: string, name: string): Promise<Locator> {
  await page.goto(profileUrl);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "Report this profile" }).click();
  return reportDialogOf(page, name);
}

export type ReportInput = {
  /** The reason's radio as the dialog labels it ("Scam or fraud"). */
  reason: string;
  /** The visitor's text; none when left out. */
  details?: string;
  /** Checks to make once the form is filled in, before it is sent (the layout on a phone, axe). */
  beforeSending?: () => Promise<void>;
};

/** Fills in the open report dialog, solves the bot check and sends it; waits for the thanks. */
export async function sendReport(page: Page, dialog: Locator, input: ReportInput): Promise<void> {
  await dialog.getByRole("radio", { name: input.reason }).check();
  if (input.details !== undefined) await dialog.getByLabel("Details (optional)").fill(input.details);
  await solveBotCheck(page);
  await input.beforeSending?.();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Thank you, your report was sent.")).toBeVisible();
}

/** A visitor reports a public profile: opens it and its dialog, and sends the report; answers the dialog. */
export async function reportProfile(
  page: Page,
  profile: { url: string; name: string },
  input: ReportInput,
): Promise<Locator> {
  const dialog = await openReportDialog(page, profile.url, profile.name);
  await sendReport(page, dialog, input);
  return dialog;
}
