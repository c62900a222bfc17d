import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe("the app shell", () => {
  test("a visitor opens the home page and reaches every page from the top bar", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." })).toBeVisible();
    await expect(page).toHaveTitle("Vitrine | Discover. Promote. Connect.");

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Talents" }).click();
    await expect(page).toHaveURL(/\/talents$/);
    await expect(page.getByRole("heading", { level: 1, name: "Explore Talents" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Talents" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About Vitrine" })).toBeVisible();
    await expect(page).toHaveTitle("About Vitrine | Vitrine");

    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();

    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();

    await page.getByRole("link", { name: "Vitrine home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the theme toggles to dark, survives a reload, and toggles back", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).not.toHaveClass(/dark/);
  });

  test("the theme follows the system preference until the visitor chooses", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/about");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test.describe("without its module scripts", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test("the chosen theme is set by the page's inline script before any module loads, and the CSP allows the head's inline scripts", async ({
      context,
    }) => {
      // A page of its own: the fixture's page waits for hydration, which never comes here.
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: "light" });
      await page.addInitScript(() => localStorage.setItem("vitrine-theme", "dark"));
      // No module script arrives: only the inline theme script can set the theme.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto("/about");
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      // A blocked inline script (the theme's) would be reported here.
      expect(violations).toEqual([]);
    });
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." })).toBeVisible();
  });

  test("on a phone the menu opens as a side sheet and navigates", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await sheet.getByRole("link", { name: "Pricing" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  });

  test("the footer groups link to the company, talent and legal pages", async ({ page }) => {
    await page.goto("/about");
    const legal = page.getByRole("navigation", { name: "Legal" });
    await legal.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Talents" }).getByRole("link", { name: "Login" }),
    ).toBeVisible();
  });

  test.describe("in German", () => {
    test.use({ cookieChoice: "pending" });

    test("on /de the header, footer and cookie banner are German, and axe finds nothing", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/de");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(
        page.getByRole("heading", { level: 1, name: "Entdecken. Präsentieren. Verbinden." }),
      ).toBeVisible();

      const header = page.getByRole("banner");
      const nav = header.getByRole("navigation", { name: "Hauptmenü" });
      for (const name of ["Start", "Talente", "Über uns", "Preise", "Kontakt"]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(header.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/de/login");
      await expect(header.getByRole("link", { name: "Registrieren" })).toBeVisible();
      await expect(
        header.getByRole("button", { name: /^Zum (dunklen|hellen) Design wechseln$/ }),
      ).toBeVisible();

      const footer = page.getByRole("contentinfo");
      await expect(
        footer
          .getByRole("navigation", { name: "Rechtliches" })
          .getByRole("link", { name: "Datenschutzerklärung" }),
      ).toHaveAttribute("href", "/de/privacy-policy");
      await expect(footer.getByRole("navigation", { name: "Unternehmen" })).toBeVisible();
      await expect(footer.getByRole("button", { name: "Cookie-Einstellungen" })).toBeVisible();

      const banner = page.getByRole("region", { name: "Cookie-Einwilligung" });
      await expect(banner.getByRole("link", { name: "Datenschutzerklärung" })).toBeVisible();
      await expect(banner.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
      await expect(banner.getByRole("button", { name: "Ablehnen" })).toBeVisible();

      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
    });
  });
});
