import { expect, logIn, test, uniqueEmail, waitForMail } from "./support/fixtures.ts";

test.describe("account settings", () => {
  test("a talent changes the password, checked against the current one", async ({ page, signedInUser }) => {
    const { email } = await signedInUser();
    await page.goto("/dashboard/profile");
    await page.getByRole("link", { name: "Settings" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await page.getByLabel("Current password").fill("secret-123");
    await page.getByLabel("New password", { exact: true }).fill("changed-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Please fill all fields and ensure new passwords match.")).toBeVisible();

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("Confirm new password").fill("changed-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Your current password was incorrect.")).toBeVisible();

    await page.getByLabel("Current password").fill("secret-123");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated successfully!")).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");

    await page.getByRole("button", { name: "Log Out" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." })).toBeVisible();
    await logIn(page, email, "changed-1");
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });

  test("a talent changes the e-mail address after confirming the new one", async ({ page, signedInUser }) => {
    const { email } = await signedInUser();
    const newEmail = uniqueEmail("new");
    await page.goto("/dashboard/settings");
    const update = page.getByRole("button", { name: "Update Email" });
    await expect(update).toBeDisabled();
    await page.getByLabel("New email address").fill(email);
    await expect(update).toBeDisabled();
    await page.getByLabel("New email address").fill(newEmail);
    await update.click();
    await expect(page.getByText("Check your new email address to confirm the change.")).toBeVisible();
    await expect(page.getByLabel("New email address")).toHaveValue("");

    const mail = await waitForMail(newEmail, /Confirm your new e-mail/);
    await page.goto(mail.links.find((l) => l.includes("/api/auth/verify-email")) ?? "/");
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByText("Your e-mail address has been changed.")).toBeVisible();
    await expect(page.getByText(newEmail).first()).toBeVisible();
  });

  test("a talent chooses the account's language in Settings and with the switcher", async ({
    page,
    signedInUser,
  }) => {
    await signedInUser();
    const accountLanguage = async () =>
      ((await (await page.request.get("/api/auth/get-session")).json()) as { user: { language: string } })
        .user.language;
    await page.goto("/dashboard/settings");
    await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
    await page.getByRole("radio", { name: "Deutsch" }).check();
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page).toHaveURL(/\/de\/dashboard\/settings$/);
    await expect(page.getByRole("heading", { level: 2, name: "Sprache" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Deutsch" })).toBeChecked();
    expect(await accountLanguage()).toBe("de");

    // On a public page, the header's switcher takes the account back to English with the page.
    await page.goto("/de/talents");
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/talents$/);
    await expect.poll(accountLanguage).toBe("en");
  });

  test("a talent downloads their data and deletes the account", async ({ page, signedInUser }) => {
    const { email } = await signedInUser();
    await page.goto("/dashboard/settings");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    expect((await download).suggestedFilename()).toBe("vitrine-account-data.json");

    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Your password").fill("not-my-password");
    await confirm.click();
    await expect(dialog.getByText("That is not your password. Your account was not deleted.")).toBeVisible();
    await expect(dialog.getByLabel("Type DELETE to confirm")).toHaveValue("DELETE");

    await dialog.getByLabel("Your password").fill("secret-123");
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);

    await logIn(page, email, "secret-123");
    await expect(page.getByText("Login Failed")).toBeVisible();
  });
});
