import type { Browser, Page } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";
import { approveTalent, submitOwnTalent } from "./support/own-talent.ts";

// Profiles go live here: on the moderation app, so the main app's public lists stay the sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Places of the gazetteer (GeoNames ids). */
const PLACES = { munich: 2867714, freising: 2925034, berlin: 2950159 };

/** The list's cards, each with the distance shown under it. */
const card = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

async function expectMunichList(page: Page, names: { munich: string; freising: string; berlin: string }) {
  await expect(card(page, names.munich)).toContainText(/km away/);
  await expect(card(page, names.freising)).toContainText("32 km away");
  await expect(card(page, names.berlin)).toHaveCount(0);
}

async function newVisitor(browser: Browser, baseURL: string | undefined, options: object = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  await context.addInitScript(() => {
    // A new tab's about:blank has no storage of its own (reading it throws).
    if (!window.location.protocol.startsWith("http")) return;
    localStorage.setItem(
      "vitrine-cookie-consent",
      JSON.stringify({ necessary: true, analytics: false, marketing: false, status: "given" }),
    );
  });
  return context;
}

test.describe("search by distance", () => {
  test("a visitor picks München and 50 km and sees talents in Munich and Freising, not Berlin, each with its distance; the URL shows the same list elsewhere; Near me shows it too", async ({
    page,
    browser,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    test.setTimeout(120_000);
    const tag = unique();
    const names = {
      munich: `Mila Munich ${tag}`,
      freising: `Fritz Freising ${tag}`,
      berlin: `Bea Berlin ${tag}`,
    };
    const places = { munich: "München", freising: "Freising", berlin: "Berlin" };
    for (const key of ["munich", "freising", "berlin"] as const) {
      await signedInUser({ name: names[key] });
      await page.goto("/dashboard/profile");
      const talent = await submitOwnTalent(page, baseURL, {
        name: names[key],
        bio: "A talent of the distance search.",
        location: places[key],
        placeId: PLACES[key],
        category: "visual-arts-media",
        subcategory: "model",
      });
      await approveTalent(playwright, baseURL, talent.id);
    }

    // A visitor types "München", picks it with the keyboard, and sets 50 km.
    const visitor = await newVisitor(browser, baseURL);
    const list = await visitor.newPage();
    await list.goto("/talents");
    const placeField = list.getByRole("combobox", { name: "Near a place" });
    await placeField.fill("München");
    const option = list.getByRole("option", { name: /München/ }).first();
    await expect(option).toBeVisible();
    await expectNoAxeViolations(list);
    await option.click();
    await expect(list).toHaveURL(/place=2867714/);
    await list.getByLabel("Radius").selectOption("50");
    await expect(list).toHaveURL(/radius=50/);
    await expectMunichList(list, names);
    await expect(list.getByText("Talents are sorted by distance, nearest first.")).toBeVisible();
    await expectNoAxeViolations(list);
    const url = list.url();

    // The same URL in another browser: the server renders the same list (in its HTML already).
    const second = await newVisitor(browser, baseURL);
    const html = await (await second.request.get(url)).text();
    expect(html).toContain(names.freising);
    expect(html).toContain("32 km away");
    expect(html).not.toContain(names.berlin);
    const shared = await second.newPage();
    await shared.goto(url);
    await expectMunichList(shared, names);
    await expect(shared.getByRole("combobox", { name: "Near a place" })).toHaveValue(/München|Munich/);
    await second.close();

    // Near me, with the browser's position in Munich granted.
    const located = await newVisitor(browser, baseURL, {
      geolocation: { latitude: 48.1372, longitude: 11.5755 },
      permissions: ["geolocation"],
    });
    const near = await located.newPage();
    await near.goto("/talents");
    await near.getByRole("button", { name: "Near me" }).click();
    await expect(near).toHaveURL(/near=48\.14%2C11\.58/);
    await expectMunichList(near, names);
    await expect(
      near.getByText("Your position is rounded to about 1 km, used for this search only and never stored."),
    ).toBeVisible();
    await expectNoAxeViolations(near);
    // On a phone the search by distance fits the width.
    await near.setViewportSize({ width: 390, height: 844 });
    await expect(near.getByRole("button", { name: "Near me" })).toBeVisible();
    await expectNoSidewaysScroll(near);
    await located.close();

    // Without permission, the visitor is told so.
    const refused = await newVisitor(browser, baseURL, { permissions: [] });
    const denied = await refused.newPage();
    await denied.goto("/talents");
    await denied.getByRole("button", { name: "Near me" }).click();
    await expect(denied.getByRole("alert")).toContainText("did not share your position");
    await refused.close();
    await visitor.close();
  });
});
