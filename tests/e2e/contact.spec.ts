import type { APIRequestContext } from "@playwright/test";
import { adminRequest } from "./support/admin.ts";
import { expect, solveBotCheck, test } from "./support/fixtures.ts";

type InboxMessage = { name: string; email: string; message: string };

async function adminInbox(admin: APIRequestContext): Promise<InboxMessage[]> {
  const res = await admin.get("/api/admin/messages");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: InboxMessage[] }).messages;
}

test.describe("the contact page", () => {
  test("a visitor sends a message: without consent nothing is sent; with consent and the check it reaches the admin inbox", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminRequest(playwright, baseURL ?? "");
    const name = `Mara Brand ${Date.now()}`;

    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact Us | Vitrine");
    // Once the page runs, the check takes the place of the note that sending needs JavaScript.
    await expect(page.getByText("I'm not a robot")).toBeVisible();
    await expect(page.getByText(/Sending this form needs JavaScript/)).toHaveCount(0);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await form.getByRole("textbox", { name: "Instagram", exact: true }).fill("mara.brand");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("mara@brand.example");
    await form.getByRole("textbox", { name: "Company (optional)", exact: true }).fill("Brand GmbH");
    await form
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("We are casting for a spring campaign in Munich.");

    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Consent Required")).toBeVisible();
    await expect(
      page.getByText("Please agree to the privacy policy before sending your message."),
    ).toBeVisible();
    expect((await adminInbox(admin)).some((m) => m.name === name)).toBe(false);

    await form.getByRole("checkbox", { name: /I agree that Vitrine stores/ }).check();
    await solveBotCheck(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(
      page.getByText("Your message has been successfully sent. We'll get back to you shortly!").first(),
    ).toBeVisible();

    const sent = (await adminInbox(admin)).find((m) => m.name === name);
    expect(sent).toMatchObject({
      email: "mara@brand.example",
      message: "We are casting for a spring campaign in Munich.",
    });

    await page.getByRole("button", { name: "Send another message" }).click();
    const fresh = page.getByRole("form", { name: "Contact form" });
    await expect(fresh.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(fresh.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    await expect(fresh.getByRole("checkbox", { name: /I agree that Vitrine stores/ })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: /not a robot/i })).not.toBeChecked();
    await admin.dispose();
  });

  test.describe("when the bot check's script cannot be loaded", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED \(.*register-altcha/] });

    test("the form says so instead of waiting for it", async ({ page }) => {
      await page.route(/\/register-altcha-[^/]*\.js$/, (route) => route.abort());
      await page.goto("/contact");
      await expect(
        page.getByRole("alert").filter({
          hasText: "The check that you are not a robot could not be loaded. Reload the page to try again.",
        }),
      ).toBeVisible();
    });
  });

  test("the e-mail card copies the configured address, and the Instagram card links the configured account", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Copy email" }).click();
    await expect(page.getByText("Email Copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("hello@vitrine.example");
    await expect(page.getByRole("link", { name: "@vitrine.talents" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/vitrine.talents",
    );
  });
});
