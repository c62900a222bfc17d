import type { Page } from "@playwright/test";
import { expectNoAxeViolations, mailDirOf, signInAsAdmin } from "./support/admin.ts";
import { expect, test, uniqueEmail, waitForMail } from "./support/fixtures.ts";
import { signedInRequest } from "./support/sessions.ts";

// The cancellation button (§ 312k BGB, ADR 47), in German: a visitor who is not signed in.

/** Solves the bot check, whatever language its label is in. */
async function solveBotCheck(page: Page): Promise<void> {
  // Its label, like a person's click (the box itself sits under the widget's drawn tick).
  await page.locator("altcha-widget label").first().click();
  await expect(
    page.locator("altcha-widget [data-state='verified'], altcha-widget[data-state='verified']").first(),
  ).toBeAttached({ timeout: 30_000 });
}

/** From the footer of the German home page to the cancellation form, filled in and sent. */
async function cancelFromFooter(
  page: Page,
  person: { name: string; email: string; plan: string; extraordinaryReason?: string },
) {
  await page.goto("/de");
  await page.getByRole("contentinfo").getByRole("link", { name: "Verträge hier kündigen" }).click();
  await expect(page).toHaveURL(/\/de\/cancel-contract$/);
  await expect(page).toHaveTitle("Verträge kündigen | Vitrine");
  await expect(page.getByRole("heading", { level: 1, name: "Verträge kündigen" })).toBeVisible();

  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: "Name" }).fill(person.name);
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(person.email);
  await page.getByRole("combobox", { name: "Vertrag" }).selectOption({ label: `Paket ${person.plan}` });
  // Ordinary, as soon as possible: what the form starts with.
  await expect(page.getByRole("radio", { name: /^Ordentliche Kündigung/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Nächstmöglichen Zeitpunkt" })).toBeChecked();
  if (person.extraordinaryReason) {
    // An extraordinary cancellation needs its reason: the form says so in German and sends nothing.
    await page.getByRole("radio", { name: /^Außerordentliche Kündigung/ }).check();
    await page.getByRole("button", { name: "jetzt kündigen" }).click();
    const reason = page.getByRole("textbox", { name: "Grund für die außerordentliche Kündigung" });
    await expect(reason).toHaveAccessibleDescription(
      "Bitte nennen Sie den Grund für die außerordentliche Kündigung.",
    );
    await reason.fill(person.extraordinaryReason);
  }
  await solveBotCheck(page);
  await page.getByRole("button", { name: "jetzt kündigen" }).click();

  const receipt = page.getByRole("status").filter({ hasText: "Ihre Kündigung ist eingegangen" });
  await expect(receipt.getByRole("heading", { name: "Ihre Kündigung ist eingegangen" })).toBeVisible();
  await expect(receipt).toContainText(/Eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\./);
  await expect(receipt).toContainText(
    `Diese Eingangsbestätigung haben wir auch an ${person.email} geschickt.`,
  );
  await expect(receipt).toContainText(
    person.extraordinaryReason ? "Außerordentliche Kündigung" : "Ordentliche Kündigung",
  );
  await expect(receipt).toContainText(`Paket ${person.plan}`);
  await expectNoAxeViolations(page);
}

test.describe("cancelling a contract without signing in, in German", () => {
  test("from the footer of /de: the receipt with date and time, the German mail, and its link ends the plan", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A talent with a test-mode Pro plan, bought in another browser.
    const { account, request } = await signedInRequest(playwright, baseURL ?? "");
    const checkout = await request.post("/api/billing/checkout", {
      data: { planId: "pro", withdrawalConsent: true },
    });
    const { url } = (await checkout.json()) as { url: string };
    expect(
      (await request.post(`/api/billing/test/checkout-sessions/${url.split("/").pop()}/complete`)).status(),
    ).toBe(200);

    await cancelFromFooter(page, { name: account.name, email: account.email, plan: "Pro" });
    // The visitor learns nothing about the account; the plan stays until its owner follows the link.
    await expect(page.getByText(/Die E-Mail erklärt, wie Ihre Kündigung ausgeführt wird/)).toBeVisible();
    const before = (await (await request.get("/api/me/subscription")).json()) as {
      subscription: { cancelAtPeriodEnd: boolean };
    };
    expect(before.subscription.cancelAtPeriodEnd).toBe(false);

    const mail = await waitForMail(
      account.email,
      /^Ihre Kündigung ist eingegangen$/,
      15_000,
      mailDirOf(baseURL),
    );
    expect(mail.text).toContain("Guten Tag");
    expect(mail.text).toMatch(/Ihre Kündigung ist am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(deutsche Zeit\)/);
    expect(mail.text).toContain("Vertrag: Vitrine-Paket Pro");
    expect(mail.text).toContain("Art: ordentliche Kündigung");
    expect(mail.text).toContain("Wirksam zum: nächstmöglichen Zeitpunkt");
    const link = mail.links.find((l) => /\/de\/cancel-contract\/confirm#[\w-]{40,}$/.test(l));
    expect(link).toBeDefined();

    await page.goto(link ?? "");
    await expect(page.getByRole("heading", { name: "Ihre Kündigung wurde ausgeführt" })).toBeVisible();
    await expect(
      page.getByText(/^Ihr Paket Pro ist gekündigt und endet am \d{1,2}\. \p{L}+ \d{4}/u),
    ).toBeVisible();
    const after = (await (await request.get("/api/me/subscription")).json()) as {
      subscription: { status: string; cancelAtPeriodEnd: boolean };
    };
    expect(after.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    await waitForMail(account.email, /^Ihre Kündigung wurde ausgeführt$/, 15_000, mailDirOf(baseURL));

    // The link works once.
    await page.reload();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ihre Kündigung wurde ausgeführt" })).toHaveCount(0);
    await request.dispose();
  });

  test("an address with no plan: the receipt, and the admin sees the request in the inbox, marked as a cancellation", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const person = {
      extraordinaryReason: "Das Studio schließt.",
      name: `Kündigende Person ${Date.now().toString(36)}`,
      email: uniqueEmail("kuendigung"),
      plan: "Starter",
    };
    await cancelFromFooter(page, person);

    const mail = await waitForMail(
      person.email,
      /^Ihre Kündigung ist eingegangen$/,
      15_000,
      mailDirOf(baseURL),
    );
    expect(mail.text).toContain("Unser Team bearbeitet Ihre Kündigung");
    expect(mail.text).toContain("Art: außerordentliche Kündigung");
    expect(mail.text).toContain("Grund: Das Studio schließt.");
    expect(mail.links.some((l) => l.includes("/cancel-contract/confirm"))).toBe(false);

    await signInAsAdmin(page, baseURL);
    await page.goto("/de/admin-panel/messages");
    const row = page.getByRole("row", { name: new RegExp(person.name) });
    await expect(row.getByText("Kündigung", { exact: true })).toBeVisible();
    await row.getByRole("button").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Zu bearbeitende Kündigung");
    await expect(dialog).toContainText("Vertrag: Vitrine-Paket Starter");
  });
});
