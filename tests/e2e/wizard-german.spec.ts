import type { Page } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// The first save creates a profile: on the moderation app, as in profile-wizard.spec.ts.
test.use({ baseURL: e2eBaseUrl("moderation") });

const saveAndContinue = (page: Page) => page.getByRole("button", { name: "Speichern und weiter" }).click();
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

test.describe("the profile wizard in German", () => {
  test("a signed-in talent completes the first step with German labels, buttons and messages", async ({
    page,
    signedInUser,
  }) => {
    await signedInUser({ name: "Greta Grünwald" });
    await page.goto("/de/dashboard/profile");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
    await expect(stepHeading(page, "Allgemeines")).toBeVisible();
    await expect(page.getByText("Schritt 1 von 6")).toBeVisible();
    const steps = page.getByRole("navigation", { name: "Profilschritte" });
    await expect(steps.getByRole("button", { name: /Schritt 3: Kategorie/ })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Zurück" })).toBeDisabled();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Greta Grünwald");
    await expectNoAxeViolations(page);

    // A refused age is explained beside the field, in German.
    await page.getByLabel("Alter").fill("27 Jahre");
    await saveAndContinue(page);
    await expect(page.getByText("Das Alter muss eine ganze Zahl sein")).toBeVisible();
    await expect(page.getByLabel("Alter")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Alter").fill("27");
    await page.getByLabel("Ort").fill("München");
    await page.getByLabel("Über mich").fill("Fotografin und Model aus München.");
    await saveAndContinue(page);
    await expect(page.getByText("Profil erstellt!")).toBeVisible();
    await expect(stepHeading(page, "Details")).toBeVisible();
    await expect(page.getByText("Schritt 2 von 6")).toBeVisible();
    await expect(page).toHaveURL(/\/de\/dashboard\/profile$/);
    await expectNoAxeViolations(page);
  });
});
