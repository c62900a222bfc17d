import type { APIRequestContext, Page } from "@playwright/test";
import { MAX_GALLERY_IMAGES } from "#shared/media/media.schema";
import { jpeg } from "#tests/support/image-factory";
import { adminRequest, createPendingTalent, signInAsAdmin } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";

// The Gallery step lays its items and the "Add photos, reels or audio" tile out in a grid of two to
// four columns. Whether the tile shares its row with photo cards (and sits in the last column) depends
// on how many items there are, so the step is measured with every count from empty to full, at a
// phone's, a small laptop's and two desktops' widths, in the talent's wizard and in the admin's editor.
// The photos are added through the API: what is checked is the layout, not the upload.

const WIDTHS = [1440, 1280, 1024, 390] as const;

/** Adds one photo to the gallery through the API, as the wizard's upload does. */
async function addPhoto(request: APIRequestContext, talentId: string, origin: string, index: number) {
  const added = await request.post(`/api/talents/${talentId}/gallery`, {
    data: await jpeg(300, 400, `#${(0x224466 + index * 0x0a0b0c).toString(16).slice(-6)}`),
    headers: { "content-type": "application/octet-stream", origin },
  });
  expect(added.status()).toBe(201);
}

/**
 * At each width, the page is no wider than the window, and no item or tile reaches past the gallery's
 * right edge (on a wide screen the page's margin can hide a tile that spills out of its card). A
 * finding names the count and the width.
 */
async function expectFitsEveryWidth(page: Page, where: string, count: number): Promise<void> {
  const gallery = page.getByRole("list", { name: "Gallery" });
  // The items, and the tile while there is room for photos.
  const tiles = count === MAX_GALLERY_IMAGES ? count : count + 1;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(gallery.getByRole("listitem")).toHaveCount(tiles);
    const { scrollWidth, innerWidth, galleryRight, rightmost } = await gallery.evaluate((list) => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      galleryRight: list.getBoundingClientRect().right,
      rightmost: Math.max(
        ...[...list.querySelectorAll("li, li > *")].map((box) => box.getBoundingClientRect().right),
      ),
    }));
    const at = `${where} with ${count} items in a ${innerWidth} px window`;
    expect.soft(scrollWidth, `${at} is ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
    expect
      .soft(rightmost, `${at}: a tile reaches ${Math.round(rightmost - galleryRight)} px past the gallery`)
      .toBeLessThanOrEqual(galleryRight + 0.5);
  }
}

test.describe("the Gallery step is never wider than the window, with 0 to 10 items", () => {
  test("in the talent's wizard", async ({ page, baseURL, signedInUser }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "";
    await signedInUser({ name: "Greta Gallery" });
    const created = await page.request.post("/api/me/talent", {
      data: {
        name: "Greta Gallery",
        bio: "Photographer in Bremen.",
        category: "visual-arts-media",
        subcategory: "photographer",
        submit: true,
      },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    const { talent } = (await created.json()) as { talent: { id: string } };

    for (let count = 0; count <= MAX_GALLERY_IMAGES; count++) {
      if (count > 0) await addPhoto(page.request, talent.id, origin, count);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/dashboard/profile");
      await page.getByRole("button", { name: "Edit Profile" }).click();
      await page
        .getByRole("navigation", { name: "Profile steps" })
        .getByRole("button", { name: /Step 5: Gallery/ })
        .click();
      await expect(
        page.getByText(`${count} of ${MAX_GALLERY_IMAGES} photos used.`, { exact: false }),
      ).toBeVisible();
      await expectFitsEveryWidth(page, "the wizard's Gallery step", count);
    }
  });

  test("in the admin's editor", async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "";
    const admin = await adminRequest(playwright, origin);
    const talent = await createPendingTalent(admin, `Gallery Gil ${Date.now().toString(36)}`);
    await signInAsAdmin(page, baseURL);

    for (let count = 0; count <= MAX_GALLERY_IMAGES; count++) {
      if (count > 0) await addPhoto(admin, talent.id, origin, count);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/admin-panel/talents/edit/${talent.id}`);
      await page
        .getByRole("navigation", { name: "Editor steps" })
        .getByRole("button", { name: /Step 5: Gallery/ })
        .click();
      await expect(
        page.getByText(`${count} of ${MAX_GALLERY_IMAGES} photos used.`, { exact: false }),
      ).toBeVisible();
      await expectFitsEveryWidth(page, "the editor's Gallery step", count);
    }
    await admin.dispose();
  });
});
