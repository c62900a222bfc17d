import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

test.use({ reducedMotion: "reduce" });

test("the German sign-up page speaks German, marks the empty fields at a submit, and axe finds nothing", async ({
  page,
}) => {
  await page.goto("/de/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
  await expect(page.getByText("Legen Sie Ihr kostenloses Konto an.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/de");
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  const email = page.getByRole("textbox", { name: "E-Mail", exact: true });
  await expect(name).toBeVisible();
  await expect(email).toBeVisible();
  await expect(page.getByLabel("Passwort", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Passwort bestätigen", { exact: true })).toBeVisible();
  await expect(page.getByText("Mindestens 6 Zeichen.")).toBeVisible();
  await expect(
    page.getByRole("checkbox", { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
    "href",
    "/de/privacy-policy",
  );
  await expect(page.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/de/login");
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  // Sent empty: nothing leaves the page, and the fields say they need an answer.
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the German contact page shows its form in German, and axe finds nothing", async ({ page }) => {
  await page.goto("/de/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  await expect(page.getByRole("button", { name: "E-Mail-Adresse kopieren" })).toBeVisible();
  const form = page.getByRole("form", { name: "Kontaktformular" });
  for (const label of [
    "Name",
    "Instagram",
    "E-Mail",
    "Firma (optional)",
    "Telefon (optional)",
    "Nachricht",
  ]) {
    await expect(form.getByRole("textbox", { name: label, exact: true })).toBeVisible();
  }
  await expect(
    form.getByRole("checkbox", { name: /Ich bin damit einverstanden, dass Vitrine/ }),
  ).toBeVisible();
  await expect(form.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
    "href",
    "/de/privacy-policy",
  );
  await expect(form.getByRole("button", { name: "Nachricht senden" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
});
