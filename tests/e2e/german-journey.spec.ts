import type { Page } from "@playwright/test";
import { LANGUAGE_COOKIE } from "#shared/i18n/languages";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { jpeg } from "#tests/support/image-factory";
import { mp3Audio } from "#tests/support/media-factory";
import { mailDirOf, signInAsAdmin } from "./support/admin.ts";
import { expect, solveBotCheckInGerman, test, uniqueEmail, waitForMail } from "./support/fixtures.ts";

// One German person through the product, page after page in a real browser: discovery, sign-up, the
// profile wizard, a plan bought in test mode, and the cancellation button; then the admin. Every step
// asserts what the person reads in German. A profile is made here: on the moderation app, as in
// wizard-german.spec.ts, so the main app's public lists stay the sample data (which the first step
// browses there).
test.use({ baseURL: e2eBaseUrl("moderation"), reducedMotion: "reduce" });

const PASSWORD = "geheim-123";
const GERMAN_DATE = /\d{1,2}\. \p{L}+ \d{4}/u;

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await jpeg(600, 800, colour),
});

const saveAndContinue = (page: Page) => page.getByRole("button", { name: "Speichern und weiter" }).click();
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/**
 * Opens an address in a page of a context the test made itself, and waits, as the fixture's pages do,
 * until the page's script has taken the server-rendered page over.
 */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
  );
}

/**
 * 1. Discovery: a category filter under /de, the same list in English, and a German profile. On the
 * main app, whose public talents are the sample data only, so the counts cannot change meanwhile.
 */
async function discover(page: Page): Promise<void> {
  await page.goto(`${e2eBaseUrl("main")}/de/talents`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Talente entdecken" })).toBeVisible();
  await expect(page.getByText(/^\d+ Talente gefunden$/)).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter" }).first();
  const category = filters.getByRole("list", { name: "Kategorie" }).getByRole("listitem").first();
  const count = Number((await category.textContent())?.match(/(\d+)\s*$/)?.[1]);
  expect(count).toBeGreaterThan(1);
  await category.getByRole("checkbox").check();
  await filters.getByRole("button", { name: "Anwenden" }).click();
  await expect(page).toHaveURL(/\/de\/talents\?category=[a-z-]+$/);
  await expect(page.getByText(`${count} Talente gefunden`)).toBeVisible();
  const filtered = new URL(page.url()).search;

  // The footer's switcher: the same list with the same filter, in English, without /de.
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+/talents\\${filtered}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Explore Talents" })).toBeVisible();
  await expect(page.getByText(`${count} talents found`)).toBeVisible();
  await expect(
    page
      .getByRole("form", { name: "Filters" })
      .first()
      .getByRole("list", { name: "Category" })
      .getByRole("checkbox", { checked: true }),
  ).toHaveCount(1);

  // And back to German the same way.
  await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/talents\\${filtered}$`));
  await expect(page.getByText(`${count} Talente gefunden`)).toBeVisible();

  await page.locator("article").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/de\/talents\/[a-z-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Teilen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leistungen & Preise" })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Pfadnavigation" });
  await expect(breadcrumb.getByRole("link", { name: "Talente" })).toHaveAttribute("href", "/de/talents");
}

/** 2. Sign-up in German, the German mail, and its link to the German dashboard. */
async function signUp(page: Page, mailDir: string, person: { name: string; email: string }): Promise<void> {
  await page.goto("/de/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(person.name);
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(person.email);
  await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Passwort bestätigen", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox", { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }).check();
  await solveBotCheckInGerman(page);
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(page.getByText("Geschafft!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bitte prüfen Sie Ihr E-Mail-Postfach" })).toBeVisible();

  const mail = await waitForMail(
    person.email,
    /^Bestätigen Sie Ihre E-Mail-Adresse für Vitrine$/,
    15_000,
    mailDir,
  );
  expect(mail.text).toContain(`Hallo ${person.name},`);
  expect(mail.text).toContain("Danke, dass Sie sich bei Vitrine registriert haben.");
  expect(mail.text).toContain("Der Link ist 24 Stunden gültig.");
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
  expect(link).toBeDefined();
  // The German mail leads to German pages by itself, not by the language this browser chose: opened in
  // one that has chosen none (an English browser, the language cookie gone), it still does.
  await page.context().clearCookies({ name: LANGUAGE_COOKIE });
  await page.goto(link ?? "");
  await expect(page).toHaveURL(/\/de\/dashboard\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mein Profil" })).toBeVisible();
}

/** 3. The profile wizard, every step to the submission, in German. */
async function completeWizard(page: Page, person: { name: string; email: string }): Promise<void> {
  await expect(stepHeading(page, "Allgemeines")).toBeVisible();
  await expect(page.getByText("Schritt 1 von 6")).toBeVisible();
  const steps = page.getByRole("navigation", { name: "Profilschritte" });
  await expect(steps.getByRole("button", { name: /Schritt 3: Kategorie/ })).toBeDisabled();

  // 1. Allgemeines: the name comes from the account.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(person.name);
  await page.getByLabel("Alter").fill("29");
  await page.getByLabel("Ort").fill("München");
  await page.getByLabel("Über mich").fill("Model und Schauspielerin aus München.");
  await saveAndContinue(page);
  await expect(page.getByText("Profil erstellt!")).toBeVisible();

  // 2. Details: languages by search, and a payment option.
  await expect(stepHeading(page, "Details")).toBeVisible();
  await expect(page.getByText("Schritt 2 von 6")).toBeVisible();
  const languages = page.getByRole("searchbox", { name: "Sprachen durchsuchen" });
  await languages.fill("deut");
  await page.getByRole("checkbox", { name: "Deutsch", exact: true }).check();
  await languages.fill("engl");
  await page.getByRole("checkbox", { name: "Englisch", exact: true }).check();
  await page.getByRole("checkbox", { name: /Bezahlte Aufträge/ }).check();
  await saveAndContinue(page);
  await expect(page.getByText("Angaben unter „Details“ gespeichert.")).toBeVisible();

  // 3. Kategorie: the sub-category waits for the category; the specifics follow it.
  await expect(stepHeading(page, "Kategorie")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Unterkategorie" })).toBeDisabled();
  await page.getByRole("combobox", { name: "Kategorie", exact: true }).selectOption("visual-arts-media");
  await expect(
    page.getByRole("combobox", { name: "Kategorie", exact: true }).locator("option:checked"),
  ).toHaveText("Visuelle Kunst & Medien");
  await page.getByRole("combobox", { name: "Unterkategorie" }).selectOption("model");
  await page.getByLabel("Größe (cm)").fill("176");
  await page.getByLabel("Augenfarbe").selectOption("green");
  await saveAndContinue(page);
  await expect(page.getByText("Angaben unter „Kategorie“ gespeichert.")).toBeVisible();

  // 4. Titelbild.
  await expect(stepHeading(page, "Titelbild")).toBeVisible();
  await page
    .getByLabel("Titelbild auswählen oder hierher ziehen")
    .setInputFiles(await photo("titelbild.jpg", "#7a3b2e"));
  await expect(page.getByRole("img", { name: `Titelbild von ${person.name}` })).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByText("Titelbild gespeichert.")).toBeVisible();

  // 5. Galerie: three photos at once, then an audio sample, each with a description.
  await expect(stepHeading(page, "Galerie")).toBeVisible();
  const add = page.getByLabel("Fotos, Reels oder Audio hinzufügen");
  await add.setInputFiles([
    await photo("eins.jpg", "#224466"),
    await photo("zwei.jpg", "#446622"),
    await photo("drei.jpg", "#662244"),
  ]);
  const gallery = page.getByRole("list", { name: "Galerie" });
  await expect(gallery.getByRole("button", { name: /^Foto \d verschieben$/ })).toHaveCount(3);
  await expect(page.getByText("3 von 10 Fotos belegt.", { exact: false })).toBeVisible();
  await page.getByLabel("Beschreibung zu Foto 1").fill("Editorial, Frühjahr 2026");
  await page.getByLabel("Beschreibung zu Foto 2").focus();
  await add.setInputFiles({ name: "stimme.mp3", mimeType: "audio/mpeg", buffer: mp3Audio() });
  await expect(gallery.getByRole("button", { name: "Audio 4 verschieben", exact: true })).toBeVisible();
  await page.getByLabel("Beschreibung zu Audio 4").fill("Sprechprobe");
  await page.getByLabel("Beschreibung zu Foto 3").focus();
  await saveAndContinue(page);
  await expect(page.getByText("Galerie gespeichert.")).toBeVisible();

  // 6. Kontakt: the account's address by default; Instagram without @.
  await expect(stepHeading(page, "Kontakt")).toBeVisible();
  await expect(page.getByText("Schritt 6 von 6")).toBeVisible();
  await expect(page.getByLabel("Kontakt-E-Mail")).toHaveValue(person.email);
  await page.getByLabel("Instagram-Benutzername").fill("@johanna.models");
  await expect(page.getByLabel("Instagram-Benutzername")).toHaveValue("johanna.models");
  await page.getByRole("button", { name: "Abschließen" }).click();
  await expect(page.getByText("Ihr Profil wurde aktualisiert und wartet auf die Prüfung.")).toBeVisible();

  await expect(page.getByText("Ihr Profil wird geprüft")).toBeVisible();
  const summary = page.getByRole("region", { name: "Profilübersicht" });
  await expect(summary.getByText(person.name)).toBeVisible();
  await expect(summary.getByText("Ausstehend")).toBeVisible();
  await summary.getByRole("button", { name: "Profilvorschau" }).click();
  await expect(page.getByText("Profil noch nicht online")).toBeVisible();
}

/** 4. A plan bought in test mode from /de/pricing, with German prices, and Settings showing it. */
async function buyPro(page: Page): Promise<void> {
  await page.goto("/de/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Preise" })).toBeVisible();
  for (const [plan, price] of [
    ["Starter", "19,99 €"],
    ["Pro", "39,99 €"],
    ["Premium", "69,99 €"],
  ] as const) {
    const card = page.getByRole("article", { name: plan });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card.getByText("/ Monat", { exact: true })).toBeVisible();
  }

  await page.getByRole("article", { name: "Pro" }).getByRole("button", { name: "Paket wählen: Pro" }).click();
  const consent = page.getByRole("dialog", { name: "Paket Pro starten" });
  await expect(consent).toContainText("Pro kostet 39,99 € im Monat und wird monatlich abgerechnet.");
  const tick = consent.getByRole("checkbox", {
    name: /^Ich verlange ausdrücklich, dass Vitrine vor Ablauf der Widerrufsfrist/,
  });
  await expect(tick).not.toBeChecked();
  await expect(tick).toHaveAccessibleName(/nach § 356 Abs\. 4 und 5 BGB erlischt/);
  await consent.getByRole("button", { name: "Weiter zur Zahlung" }).click();
  await expect(
    consent.getByText("Bitte setzen Sie das Häkchen, damit Ihr Paket jetzt starten kann."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await tick.check();
  await consent.getByRole("button", { name: "Weiter zur Zahlung" }).click();
  await expect(consent).toHaveCount(0);

  // The German test-mode checkout.
  await expect(page).toHaveURL(/\/de\/billing\/test-checkout\/cs_test_/);
  await expect(page.getByRole("note", { name: "Testmodus" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Pro abonnieren" })).toBeVisible();
  await expect(page.getByText("39,99 € / Monat")).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await page.getByRole("button", { name: "Kauf abschließen" }).click();

  await expect(page).toHaveURL(/\/de\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
  await expect(page.getByText("Kauf abgeschlossen")).toBeVisible();
  const card = page.getByRole("region", { name: "Abrechnung & Abonnement" });
  await expect(card.getByText("Pro", { exact: true })).toBeVisible();
  await expect(card.getByText("Aktiv", { exact: true })).toBeVisible();
  await expect(card.getByText("39,99 € / Monat")).toBeVisible();
  await expect(card.getByText(new RegExp(`^Verlängert sich am ${GERMAN_DATE.source}`, "u"))).toBeVisible();
  await expect(card.getByRole("region", { name: "Was Ihr Paket enthält" })).toBeVisible();
}

/** 5. The cancellation button, from the footer of /de, by someone not signed in. */
async function cancelFromFooter(page: Page, person: { name: string; email: string }): Promise<void> {
  await open(page, "/de");
  // A first visit: the cookie banner asks, in German.
  await page
    .getByRole("region", { name: "Cookie-Einwilligung" })
    .getByRole("button", { name: "Ablehnen" })
    .click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Verträge hier kündigen" }).click();
  await expect(page).toHaveURL(/\/de\/cancel-contract$/);
  await expect(page).toHaveTitle("Verträge kündigen | Vitrine");
  await expect(page.getByRole("heading", { level: 1, name: "Verträge kündigen" })).toBeVisible();

  await page.getByRole("textbox", { name: "Name" }).fill(person.name);
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(person.email);
  await page.getByRole("combobox", { name: "Vertrag" }).selectOption({ label: "Paket Pro" });
  await expect(page.getByRole("radio", { name: /^Ordentliche Kündigung/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Nächstmöglichen Zeitpunkt" })).toBeChecked();
  await solveBotCheckInGerman(page);
  await page.getByRole("button", { name: "jetzt kündigen" }).click();

  const receipt = page.getByRole("status").filter({ hasText: "Ihre Kündigung ist eingegangen" });
  await expect(receipt.getByRole("heading", { name: "Ihre Kündigung ist eingegangen" })).toBeVisible();
  await expect(receipt).toContainText(/Eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\./);
  await expect(receipt).toContainText(
    `Diese Eingangsbestätigung haben wir auch an ${person.email} geschickt.`,
  );
  await expect(receipt).toContainText("Ordentliche Kündigung");
  await expect(receipt).toContainText("Paket Pro");
  await expect(page.getByText(/Die E-Mail erklärt, wie Ihre Kündigung ausgeführt wird/)).toBeVisible();
}

type Subscription = { subscription: { status: string; cancelAtPeriodEnd: boolean } };

test("a German talent finds talents, signs up, builds a profile, buys Pro, cancels it with the button, and the admin sees it ending", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const mailDir = mailDirOf(baseURL);
  const person = { name: "Johanna Weißmann", email: uniqueEmail("johanna") };
  const subscription = async () =>
    ((await (await page.request.get("/api/me/subscription")).json()) as Subscription).subscription;

  await test.step("1. discovery in German, and the same list in English", () => discover(page));
  await test.step("2. sign-up, the German mail, the German dashboard", () => signUp(page, mailDir, person));
  await test.step("3. the profile wizard in German", () => completeWizard(page, person));
  await test.step("4. Pro bought in test mode from /de/pricing", () => buyPro(page));

  // 5. Another browser, not signed in: the cancellation button, the German mail and its one-click link.
  const other = await browser.newContext({
    baseURL,
    reducedMotion: "reduce",
    extraHTTPHeaders: { "x-forwarded-for": `10.98.${process.pid % 250}.${Math.floor(Math.random() * 250)}` },
  });
  const visitor = await other.newPage();
  await test.step("5. cancelled from the footer of /de, confirmed by the mail's link", async () => {
    await cancelFromFooter(visitor, person);
    expect((await subscription()).cancelAtPeriodEnd).toBe(false);

    const mail = await waitForMail(person.email, /^Ihre Kündigung ist eingegangen$/, 15_000, mailDir);
    expect(mail.text).toContain("Guten Tag");
    expect(mail.text).toMatch(/Ihre Kündigung ist am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(deutsche Zeit\)/);
    expect(mail.text).toContain("Vertrag: Vitrine-Paket Pro");
    expect(mail.text).toContain("Art: ordentliche Kündigung");
    expect(mail.text).toContain("Wirksam zum: nächstmöglichen Zeitpunkt");
    const link = mail.links.find((l) => /\/de\/cancel-contract\/confirm#[\w-]{40,}$/.test(l));
    expect(link).toBeDefined();

    await open(visitor, link ?? "");
    await expect(visitor.getByRole("heading", { name: "Ihre Kündigung wurde ausgeführt" })).toBeVisible();
    await expect(
      visitor.getByText(new RegExp(`^Ihr Paket Pro ist gekündigt und endet am ${GERMAN_DATE.source}`, "u")),
    ).toBeVisible();
    expect(await subscription()).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    await waitForMail(person.email, /^Ihre Kündigung wurde ausgeführt$/, 15_000, mailDir);

    // The talent's own Settings say so, in German.
    await page.goto("/de/dashboard/settings");
    const card = page.getByRole("region", { name: "Abrechnung & Abonnement" });
    await expect(card.getByText(new RegExp(`^Endet am ${GERMAN_DATE.source}`, "u"))).toBeVisible();
    await expect(card.getByText(/^Verlängert sich am/)).toHaveCount(0);
  });

  await test.step("6. the admin sees the plan ending in the German admin panel", async () => {
    await signInAsAdmin(visitor, baseURL);
    await open(visitor, "/de/admin-panel/billing");
    await expect(visitor.getByRole("heading", { level: 1, name: "Abrechnung" })).toBeVisible();
    const row = visitor.getByRole("row", { name: new RegExp(person.email) });
    await expect(row.getByText("Pro", { exact: true })).toBeVisible();
    await expect(row.getByText("Aktiv", { exact: true })).toBeVisible();
    await expect(row).toContainText("(endet dann)");
  });
  await other.close();
});
