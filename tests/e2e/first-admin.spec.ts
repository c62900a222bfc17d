import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { expectNoAxeViolations } from "./support/admin.ts";
import { withAppLock } from "./support/app-lock.ts";
import { newFirstAdminLink } from "./support/first-admin-link.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";

// On the app that starts without ADMIN_EMAIL (e2e-constants.ts), as a newcomer's `npm start` does.
// Each test starts from "no administrator" with a link of its own, holding a lock, so parallel and
// repeated runs take turns. That the server prints the link at start is tested on the real process
// (src/server/features/first-admin/first-admin-start.test.ts).
const FIRST_ADMIN_APP = e2eBaseUrl("first-admin");
test.use({ baseURL: FIRST_ADMIN_APP });

test("a newcomer opens the link, creates the first administrator and lands in the admin panel; the link then says an administrator exists", async ({
  page,
}) => {
  await withAppLock(FIRST_ADMIN_APP, "first-admin", async () => {
    const token = await newFirstAdminLink(FIRST_ADMIN_APP);
    const response = await page.goto(`/setup-admin#${token}`);
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(
      page.getByRole("heading", { level: 1, name: "Create the first administrator" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The form's own rules first, on the shared schema.
    await page.getByRole("button", { name: "Create administrator" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();

    const email = uniqueEmail("first-admin");
    await page.getByLabel("Name").fill("Nora Newcomer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-admin-pass");
    await page.getByLabel("Confirm password").fill("first-admin-pass");
    await page.getByRole("button", { name: "Create administrator" }).click();
    await expect(page).toHaveURL(/\/admin-panel$/);
    await expect(page.getByRole("heading", { level: 1, name: /dashboard/i })).toBeVisible();

    // Used, and an administrator exists now.
    await page.goto(`/setup-admin#${token}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "An administrator already exists" }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("An administrator already exists.");
    await page.getByRole("link", { name: "Go to the admin login" }).click();
    await expect(page).toHaveURL(/\/admin-panel(\/login)?$/);
  });
});

test("an expired link, a replaced one and an incomplete one each say so", async ({ page }) => {
  await withAppLock(FIRST_ADMIN_APP, "first-admin", async () => {
    const expired = await newFirstAdminLink(FIRST_ADMIN_APP, -1000);
    await page.goto(`/setup-admin#${expired}`);
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Restart the server to print a new one");
    await expectNoAxeViolations(page);

    await newFirstAdminLink(FIRST_ADMIN_APP);
    // The link before was replaced by the one just made; the page asks again when loaded anew.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();

    await page.goto("/setup-admin");
    await expect(page.getByRole("heading", { level: 1, name: "This link is incomplete" })).toBeVisible();
  });
});
