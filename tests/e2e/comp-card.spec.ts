import { readFile } from "node:fs/promises";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { jpeg } from "#tests/support/image-factory";
import { pdfPages, poppler } from "#tests/support/pdf-tools";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";
import { approveTalent, submitOwnTalent } from "./support/own-talent.ts";

// Profiles go live here: on the moderation app, so the main app's public lists stay the sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The text poppler reads from a downloaded PDF, with its page count and size in points. */
async function readPdf(path: string) {
  const text = await poppler("pdftotext", ["-layout", path, "-"]);
  return { text, ...(await pdfPages(path)), bytes: (await readFile(path)).length };
}

test.describe("the comp card", () => {
  test("a talent picks four photos, US sizes and half letter, previews and downloads the card; a visitor switches the profile to metric and downloads it from there", async ({
    page,
    browser,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    const name = `Carla Card ${unique()}`;
    await signedInUser({ name });
    await page.goto("/dashboard/profile");
    const origin = { origin: baseURL ?? "" };
    const talent = await submitOwnTalent(page, baseURL, {
      name,
      bio: "Model in Munich.",
      location: "Munich",
      category: "visual-arts-media",
      subcategory: "model",
      measurements: { height: 175.26, bust: 87.63, lengthUnits: "imperial", sizeSystem: "us" },
    });
    const octets = { ...origin, "content-type": "application/octet-stream" };
    const hero = await page.request.put(`/api/talents/${talent.id}/hero`, {
      data: await jpeg(600, 800, "#7a3b2e"),
      headers: octets,
    });
    expect(hero.status()).toBe(200);
    for (const [index, colour] of ["#224466", "#446622", "#664422", "#226644", "#442266"].entries()) {
      const added = await page.request.post(`/api/talents/${talent.id}/gallery`, {
        data: await jpeg(600, 800, colour),
        headers: octets,
      });
      expect(added.status(), `photo ${index + 1}`).toBe(201);
    }
    await approveTalent(playwright, baseURL, talent.id);

    // The talent designs the card: photo 1 off, photo 5 on and moved first, US sizes, half letter.
    await page.goto("/dashboard/comp-card");
    await expect(page.getByRole("heading", { level: 1, name: "Comp Card" })).toBeVisible();
    const photos = page.getByRole("group", { name: "Photos on the back" });
    await expect(photos.getByText("4 of 4 chosen", { exact: false })).toBeVisible();
    await photos.getByRole("checkbox", { name: "Photo 1" }).uncheck();
    await photos.getByRole("checkbox", { name: "Photo 5" }).check();
    await page.getByRole("button", { name: "Move Photo 5 earlier" }).click();
    await page.getByRole("button", { name: "Move Photo 5 earlier" }).click();
    await page.getByRole("button", { name: "Move Photo 5 earlier" }).click();
    await page.getByRole("group", { name: "Paper" }).getByText("US half letter").click();
    await page.getByRole("group", { name: "Measurements in" }).getByText("ft and in, US sizes").click();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByText("5 ft 9 in")).toBeVisible();
    await expect(preview.getByText(name).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Comp card saved")).toBeVisible();
    // On a phone the two pages of the preview stack and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(preview.getByText("5 ft 9 in")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    const ownDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    const own = await readPdf(await (await ownDownload).path());
    expect(own.pages).toBe(2);
    expect(Math.round(own.width)).toBe(396);
    expect(Math.round(own.height)).toBe(612);
    expect(own.text).toContain(name);
    expect(own.text).toContain("5 ft 9 in");

    // A visitor, in cm and EU sizes by default, downloads it from the public profile.
    const visitorContext = await browser.newContext({ baseURL, acceptDownloads: true });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/talents/model/${talent.slug}`);
    await visitor
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Decline" })
      .click();
    const measurements = visitor.getByRole("region", { name: "Measurements" });
    // The visitor reads the profile in US units, then switches back to metric before downloading.
    await measurements.getByText("ft and in, US sizes").click();
    await expect(measurements.getByText("5 ft 9 in")).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Download comp card" })).toHaveAttribute(
      "href",
      /paper=half-letter.*units=imperial-us/,
    );
    await measurements.getByText("cm, EU sizes").click();
    await expect(measurements.getByText("175 cm")).toBeVisible();
    const publicDownload = visitor.waitForEvent("download");
    await visitor.getByRole("link", { name: "Download comp card" }).click();
    const card = await readPdf(await (await publicDownload).path());
    expect(card.pages).toBe(2);
    expect(Math.round(card.width)).toBe(420);
    expect(card.text).toContain(name);
    expect(card.text).toContain("175 cm");
    expect(card.bytes).toBeLessThan(2 * 1024 * 1024);
    await visitorContext.close();
  });
});
