import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { phoneMp4Video, TEST_GPS } from "#tests/support/media-factory";
import { adminRequest } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";

// A profile goes live here: on the moderation app, so the main app's public lists stay the sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

test.describe("a talent's review", () => {
  test("a rejected talent reads the note on the dashboard at once, adds a reel that plays without its location, and goes live", async ({
    page,
    playwright,
    baseURL,
    signedInUser,
  }) => {
    await signedInUser({ name: "Rhea Reel" });
    await page.goto("/dashboard/profile");
    // The profile's text through the API (the wizard's own spec walks every step).
    const created = await page.request.post("/api/me/talent", {
      data: {
        name: "Rhea Reel",
        bio: "Dancer in Munich.",
        category: "performing-arts",
        subcategory: "dancer",
        submit: true,
      },
      headers: { origin: baseURL ?? "" },
    });
    expect(created.status()).toBe(201);
    const { talent } = (await created.json()) as { talent: { id: string; slug: string; updatedAt: string } };
    await page.reload();
    await expect(page.getByText("Your Profile is Under Review")).toBeVisible();

    // The admin rejects the version they saw; the open dashboard shows it with the note.
    const admin = await adminRequest(playwright, baseURL ?? "");
    const note = "Please add a reel of your dancing.";
    const rejected = await admin.post(`/api/admin/talents/${talent.id}/reject`, {
      data: { reason: note, updatedAt: talent.updatedAt },
    });
    expect(rejected.status()).toBe(200);
    await expect(page.getByText("Profile Submission Rejected")).toBeVisible({ timeout: 5000 });
    await expect(page.getByText(`Note from our team: ${note}`)).toBeVisible();

    // The talent adds a phone video in the gallery step.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByRole("button", { name: /Step 5: Gallery/ }).click();
    await page
      .getByLabel("Add photos, reels or audio")
      .setInputFiles({ name: "dance.mp4", mimeType: "video/mp4", buffer: await phoneMp4Video(2) });
    const gallery = page.getByRole("list", { name: "Gallery" });
    await expect(gallery.getByRole("button", { name: "Move Reel 1", exact: true })).toBeVisible();

    // A stale approval is refused; the current one goes through.
    expect(
      (
        await admin.post(`/api/admin/talents/${talent.id}/approve`, { data: { updatedAt: talent.updatedAt } })
      ).status(),
    ).toBe(409);
    expect((await admin.post(`/api/admin/talents/${talent.id}/approve`, { data: {} })).status()).toBe(200);
    await admin.dispose();

    // On the public profile the reel plays to its end, and the stored file names no place.
    await page.goto(`/talents/dancer/${talent.slug}`);
    await page.getByRole("tab", { name: "Reels" }).click();
    const reel = page.getByRole("tabpanel", { name: "Reels" }).locator("video");
    const src = await reel.getAttribute("src");
    const stored = Buffer.from(await (await page.request.get(src ?? "")).body());
    expect(stored.includes(TEST_GPS)).toBe(false);
    const played = await reel.evaluate(
      (video: HTMLVideoElement) =>
        new Promise<{ duration: number; ended: boolean; width: number; height: number }>(
          (resolve, reject) => {
            video.muted = true;
            video.onerror = () => reject(new Error(video.error?.message ?? "media error"));
            video.onended = () =>
              resolve({
                duration: video.duration,
                ended: video.ended,
                width: video.videoWidth,
                height: video.videoHeight,
              });
            void video.play();
          },
        ),
    );
    // 64x48 recorded, turned upright by its rotation; two seconds long.
    expect(played).toEqual({ duration: 2, ended: true, width: 48, height: 64 });
  });
});
