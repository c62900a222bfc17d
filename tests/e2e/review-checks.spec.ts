import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoAxeViolations, signInAsAdmin } from "./support/admin.ts";
import { expect, test } from "./support/fixtures.ts";
import { submitOwnTalent } from "./support/own-talent.ts";

// Pending profiles are made on the moderation app, so the main app's lists stay the sample data.
test.use({ baseURL: e2eBaseUrl("moderation") });

test("a phone number in a submitted bio shows in the admin's review view, quoted, as a finding of the contact check", async ({
  page,
  baseURL,
  signedInUser,
}) => {
  await signedInUser({ name: "Pia Phone" });
  const talent = await submitOwnTalent(page, baseURL, {
    name: "Pia Phone",
    bio: "Singer from Cologne. Bookings: 0170/1234567",
    category: "performing-arts",
    subcategory: "singer",
  });

  await page.context().clearCookies();
  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin-panel/talents/review/${talent.id}`);
  const checks = page.getByRole("region", { name: /Review checks/ });
  await expect(checks.getByText("Contact details", { exact: true })).toBeVisible();
  await expect(checks.getByText("Phone number in the bio:")).toBeVisible();
  await expect(checks.locator("q", { hasText: "0170/1234567" })).toBeVisible();
  // The missing pictures are findings too, and none of them decides: Approve stays.
  await expect(checks.getByText("No hero picture.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve" })).toBeEnabled();
  await expectNoAxeViolations(page);

  // The pending list narrowed to the talents with findings still holds it, with its count.
  await page.goto("/admin-panel/talents?status=pending");
  await page.getByRole("combobox", { name: "Findings" }).selectOption({ label: "With findings" });
  await expect(page).toHaveURL(/findings=with/);
  await page.getByRole("combobox", { name: "Order" }).selectOption({ label: "Most findings first" });
  await expect(page).toHaveURL(/sort=findings/);
  await expect(page.getByText("Pia Phone").first()).toBeVisible();
});
