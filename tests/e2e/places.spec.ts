import type { Page } from "@playwright/test";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoSidewaysScroll } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

// New profiles are made here: on the moderation app, so the main app's lists stay the sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

const MUNICH = 2867714;

/** The talent types part of the name, and picks München from the suggestions with the keyboard. */
async function pickMunichWithKeyboard(page: Page) {
  const field = page.getByRole("combobox", { name: "Location" });
  await field.fill("");
  await field.pressSequentially("Münch", { delay: 40 });
  const list = page.getByRole("listbox", { name: "Suggested places" });
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  const munich = list.getByRole("option", { name: /^München\s*Germany$/ });
  await expect(munich).toBeVisible();
  // The suggestions are open here: checked with axe as a screen reader user meets them.
  await expectNoAxeViolations(page);
  const position = await list
    .getByRole("option")
    .evaluateAll((options) => options.findIndex((option) => option.textContent?.startsWith("München")));
  for (let i = 0; i <= position; i++) await field.press("ArrowDown");
  await expect(munich).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await munich.getAttribute("id")) ?? "");
  await field.press("Enter");
  await expect(field).toHaveValue("München");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("Place: München, Germany")).toBeVisible();
}

for (const width of [1280, 390] as const) {
  test(`a talent picks their place in the wizard with the keyboard (${width} px)`, async ({
    page,
    signedInUser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInUser({ name: `Paula Place ${width}` });
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("heading", { level: 2, name: "General" })).toBeVisible();
    await expect(
      page.getByText("Choose your place from the suggestions", { exact: false }),
    ).not.toBeVisible();

    await pickMunichWithKeyboard(page);
    if (width === 390) await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByText("Profile Created!")).toBeVisible();

    const own = await page.request.get("/api/me/talent");
    const { talent } = (await own.json()) as {
      talent: { location: string; place: { id: number; country: string; latitude: number } | null };
    };
    expect(talent.location).toBe("München");
    expect(talent.place).toMatchObject({ id: MUNICH, country: "DE" });
    expect(talent.place?.latitude).toBeCloseTo(48.14, 1);

    // Back on the step, the place is named under the field as the gazetteer names it in the page's
    // language; a text that names none asks for one.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Place: Munich, Germany")).toBeVisible();
    const field = page.getByRole("combobox", { name: "Location" });
    await field.fill("my flat");
    await field.press("Escape");
    await expect(page.getByText("Choose your place from the suggestions", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
