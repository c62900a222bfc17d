import {
  E2E_ADMIN,
  expect,
  logIn,
  solveBotCheck,
  test,
  uniqueEmail,
  waitForMail,
} from "./support/fixtures.ts";

test.describe("accounts", () => {
  test("a visitor signs up, confirms the address by mail, logs out, logs in again and resets a forgotten password", async ({
    page,
  }) => {
    const email = uniqueEmail("lena");
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Lena Hartmann");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret-123");
    await page.getByLabel("Confirm password").fill("secret-123");
    await page.getByLabel(/I accept the/).check();
    await solveBotCheck(page);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

    const mail = await waitForMail(email, /Confirm your e-mail/);
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    await page.goto(link ?? "/");
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();

    await page.getByRole("button", { name: "Log Out" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." })).toBeVisible();

    await logIn(page, email, "secret-123");
    await expect(page.getByText("Login Successful!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await page.getByRole("button", { name: "Log Out" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." })).toBeVisible();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    // Pages load with their route: the login form stays until the next page is there.
    await expect(page.getByRole("heading", { level: 1, name: "Forgot password?" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    const reset = await waitForMail(email, /Reset your Vitrine password/);
    await page.goto(reset.links.find((l) => l.includes("/reset-password/")) ?? "/");
    await page.getByLabel("New password", { exact: true }).fill("brand-new-1");
    await page.getByLabel("Confirm new password").fill("brand-new-1");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, "brand-new-1");
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });

  test("the sign-up form states every rule next to its field", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByLabel("Confirm password").fill("456");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByText("The passwords do not match")).toBeVisible();
    await expect(page.getByText("You must accept the terms and privacy policy")).toBeVisible();
    // The first field in error has the focus and announces its message; what was typed stays.
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(page.getByLabel("Confirm password")).toHaveValue("456");
  });

  test("an unconfirmed account lands on the verification page and can resend the mail", async ({ page }) => {
    const email = uniqueEmail("pending");
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Pending Person");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret-123");
    await page.getByLabel("Confirm password").fill("secret-123");
    await page.getByLabel(/I accept the/).check();
    await solveBotCheck(page);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

    await logIn(page, email, "secret-123");
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole("heading", { name: "Verify Your Email" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "Resend Verification Email" }).click();
    await expect(page.getByText("Email Sent!")).toBeVisible();

    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL(/\/verify-email$/);
  });

  test("the dashboard sends a visitor to log in and back to where they were going", async ({ page }) => {
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await page.goto("/become-a-talent");
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });

  test("the admin panel admits only administrators", async ({ page }) => {
    await page.goto("/admin-panel/messages");
    await expect(page).toHaveURL(/\/admin-panel\/login$/);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/admin-panel\/messages$/);
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  });

  test("signed out, Become a Talent explains the next steps", async ({ page }) => {
    await page.goto("/become-a-talent");
    await expect(page.getByRole("heading", { level: 1, name: "Become a Talent" })).toBeVisible();
    await page.getByRole("link", { name: "Sign Up" }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
