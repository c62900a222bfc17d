import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// The main app's public talents are the ten sample talents (see e2e-constants.ts): the German list and
// Lena Hartmann's profile are checked as they are. The category is chosen by its place in the list,
// not by its name, which the catalogue gives in the page's language.
test("a visitor on the German list filters by a category, opens a profile in German, and axe finds nothing on either", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/de/talents");
  await expect(page.getByRole("heading", { level: 1, name: "Talente entdecken" })).toBeVisible();
  await expect(page.getByText("10 Talente gefunden")).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter" }).first();
  await expect(filters.getByText("Kategorie", { exact: true })).toBeVisible();
  await expect(filters.getByText("Unterkategorie", { exact: true })).toBeVisible();
  await expect(filters.getByRole("button", { name: "Anwenden" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  // The category with the most sample talents comes first; its count stands beside it.
  const category = filters.getByRole("list", { name: "Kategorie" }).getByRole("listitem").first();
  const count = Number((await category.textContent())?.match(/(\d+)\s*$/)?.[1]);
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThan(10);
  await category.getByRole("checkbox").check();
  await filters.getByRole("button", { name: "Anwenden" }).click();
  await expect(page.getByText(`${count} Talente gefunden`)).toBeVisible();
  await expect(page).toHaveURL(/\/de\/talents\?category=[a-z-]+$/);

  await page.locator("article").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/de\/talents\/[a-z-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Zurück" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Teilen" })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Pfadnavigation" });
  await expect(breadcrumb.getByRole("link", { name: "Startseite" })).toHaveAttribute("href", "/de");
  await expect(breadcrumb.getByRole("link", { name: "Talente" })).toHaveAttribute("href", "/de/talents");
  await expect(page.getByRole("heading", { name: "Leistungen & Preise" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Alle Talente ansehen" })).toHaveAttribute(
    "href",
    "/de/talents",
  );
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
});

test("Lena Hartmann's German profile gives her age, gallery and rates in German", async ({ page }) => {
  await page.goto("/de/talents/model/lena-hartmann-a3f1");
  await expect(page.getByRole("heading", { level: 1, name: "Lena Hartmann" })).toBeVisible();
  await expect(page.getByText("24 Jahre alt")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Galerie" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Foto \d von 3 öffnen/ })).toHaveCount(3);
  await expect(page.getByText("Fragen Sie Lena Hartmann direkt nach einem Angebot.")).toBeVisible();
});
