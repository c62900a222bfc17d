import { randomUUID } from "node:crypto";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { jpeg } from "#tests/support/image-factory";
import { expectNoAxeViolations, signInAsAdmin } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";
import { databaseAt } from "./support/sessions.ts";

// Pending profiles are made on the moderation app, so the main app's lists stay the sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

test("a picture the nudity model flags shows in the admin's review view with its scores and the picture, and the list's findings filter holds the profile", async ({
  page,
  baseURL,
  signedInUser,
}) => {
  const name = "Nadia Nightingale";
  await signedInUser({ name });
  const origin = { origin: baseURL ?? "" };
  const created = await page.request.post("/api/me/talent", {
    data: { name, bio: "Singer from Leipzig.", category: "performing-arts", subcategory: "singer" },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const { talent } = (await created.json()) as { talent: { id: string } };
  const hero = await page.request.put(`/api/talents/${talent.id}/hero`, {
    data: await jpeg(1200, 1000, "#7a3b2e"),
    headers: { ...origin, "content-type": "application/octet-stream" },
  });
  expect(hero.status()).toBe(200);
  const { talent: withHero } = (await hero.json()) as {
    talent: { image: { id: string; variants: { url: string }[] } };
  };
  // The finish runs the checks, the real nudity model among them, on a plain generated picture.
  const submitted = await page.request.patch(`/api/talents/${talent.id}`, {
    data: { submit: true },
    headers: origin,
  });
  expect(submitted.status()).toBe(200);

  // No test picture shows nudity, so the finding the model would make for one is written as the
  // checks store it.
  const db = databaseAt(baseURL);
  const picture = withHero.image;
  const url = picture.variants.at(-1)?.url ?? "";
  const details = {
    check: "nudity-likely",
    mediaId: picture.id,
    url,
    score: 0.873,
    threshold: 0.8,
    scores: { porn: 0.612, hentai: 0.011, sexy: 0.25 },
  };
  await db
    .insertInto("review_findings")
    .values({
      id: randomUUID(),
      talent_id: talent.id,
      check: "nudity-likely",
      details: JSON.stringify(details),
      created_at: new Date().toISOString(),
    })
    .execute();

  await page.context().clearCookies();
  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin-panel/talents/review/${talent.id}`);
  const checks = page.getByRole("region", { name: /Review checks/ });
  await expect(checks.getByText("Nudity likely", { exact: true })).toBeVisible();
  await expect(
    checks.getByText(
      "The model rates nudity likely: 87% (porn 61%, hentai 1%, sexy 25%; flagged from 80%). Artistic nudes may be fine: you decide.",
    ),
  ).toBeVisible();
  const evidence = checks.getByRole("listitem").filter({ hasText: "Nudity likely" });
  await expect(evidence.getByRole("img", { name: "The picture on this profile" })).toHaveAttribute(
    "src",
    url,
  );
  // A hint, not a verdict: Approve stays.
  await expect(page.getByRole("button", { name: "Approve" })).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.goto("/admin-panel/talents?status=pending");
  await page.getByRole("combobox", { name: "Findings" }).selectOption({ label: "With findings" });
  await expect(page).toHaveURL(/findings=with/);
  await expect(page.getByText(name).first()).toBeVisible();
});
