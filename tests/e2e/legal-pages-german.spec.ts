import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// The e2e app configures the register and leaves the address and VAT id unset (tests/support/e2e-server.ts).
const REGISTER = "Amtsgericht München, HRB 000000";
const EMAIL = "hello@vitrine.example";

test.describe("the legal pages in German", () => {
  for (const { path, heading, title, facts } of [
    {
      path: "/de/legal-notice",
      heading: "Impressum",
      title: "Impressum | Vitrine",
      facts: [
        "Vitrine GmbH",
        `Handelsregister: ${REGISTER}`,
        "Noch nicht eingerichtet (COMPANY_VAT_ID)",
        "Noch nicht eingerichtet (COMPANY_ADDRESS)",
        "Kontaktstelle nach dem Digital Services Act",
      ],
    },
    {
      path: "/de/privacy-policy",
      heading: "Datenschutzerklärung",
      title: "Datenschutzerklärung | Vitrine",
      facts: [
        "Vitrine GmbH",
        "Sprach-Cookie (vitrine_lang)",
        "Bayerisches Landesamt für Datenschutzaufsicht",
      ],
    },
    {
      path: "/de/terms-and-conditions",
      heading: "Allgemeine Geschäftsbedingungen",
      title: "AGB | Vitrine",
      facts: ["Anbieter ist Vitrine GmbH", "ausschließlicher Gerichtsstand München"],
    },
    {
      path: "/de/cancellation-policy",
      heading: "Widerrufsbelehrung",
      title: "Widerrufsbelehrung | Vitrine",
      facts: [
        "binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen",
        "Vitrine GmbH",
        "Muster-Widerrufsformular",
      ],
    },
  ]) {
    test(`${path} is German, filled from the configuration, and has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      const main = page.getByRole("main");
      for (const fact of facts) await expect(main).toContainText(fact);
      await expect(main.getByRole("link", { name: EMAIL }).first()).toHaveAttribute(
        "href",
        `mailto:${EMAIL}`,
      );
      // A German page needs no note that the German text is the binding one.
      await expect(main).not.toContainText("legally binding");
      // A value that did not reach its message would stay "{name}".
      expect(await main.textContent()).not.toMatch(/[{}]/);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
    });
  }

  test("the German privacy policy says that payments run in test mode and names no Stripe", async ({
    page,
  }) => {
    await page.goto("/de/privacy-policy");
    const payments = page.getByRole("region", { name: /^\d+\. Pläne und Zahlungen$/ });
    await expect(payments).toContainText("Zahlungen laufen auf dieser Installation von Vitrine im Testmodus");
    await expect(page.getByRole("region", { name: /^\d+\. Empfänger$/ })).not.toContainText("Stripe");
  });

  test("the English terms link the cancellation policy, which says that the German text is binding", async ({
    page,
  }) => {
    await page.goto("/terms-and-conditions");
    await page
      .getByRole("region", { name: /^\d+\. Membership and subscription$/ })
      .getByRole("link", { name: "Cancellation Policy" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Cancellation Policy" })).toBeVisible();
    await page.getByRole("link", { name: "German version" }).click();
    await expect(page).toHaveURL(/\/de\/cancellation-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Widerrufsbelehrung" })).toBeVisible();
  });
});
