import { REJECTION_REASONS } from "#shared/talents/talent-moderation.schema";
import { e2eBaseUrl } from "#tests/support/e2e-constants";
import { jpeg } from "#tests/support/image-factory";
import {
  adminRequest,
  createPendingTalent,
  mailDirOf,
  signInAsAdmin,
  talentWhoSubmitted,
} from "./support/admin.ts";
import { expect, test, uniqueEmail, waitForMail } from "./support/fixtures.ts";

// These specs approve, create and delete talents: they run on their own app, so the public lists that
// other specs count on the main app never change under them.
test.use({ baseURL: e2eBaseUrl("moderation") });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe("moderating talents", () => {
  test("an admin approves a pending talent, and an open /talents page shows it without a reload", async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const admin = await adminRequest(playwright, baseURL ?? "");
    const name = `Approved Ava ${unique()}`;
    await createPendingTalent(admin, name);
    await admin.dispose();

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/talents");
    await expect(visitor.getByRole("heading", { level: 1, name: "Explore Talents" })).toBeVisible();
    const card = visitor.locator("article").getByRole("link", { name });
    await expect(card).toHaveCount(0);

    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/talents?status=pending");
    await expect(page.getByRole("tab", { name: /^Pending \(\d+\)$/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByRole("button", { name: `Approve ${name}` }).click();
    await page
      .getByRole("alertdialog", { name: `Approve ${name}?` })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect(page.getByText(`${name} is approved and live on Vitrine.`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Approve ${name}` })).toHaveCount(0);

    await expect(card).toBeVisible({ timeout: 10_000 });
    await visitorContext.close();

    await page.getByRole("tab", { name: /^Approved/ }).click();
    await expect(page).toHaveURL(/status=approved/);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  });

  test("Approve asks first, in the list and by the key A: Escape or Cancel leaves the profile pending, Enter or the confirm button approves it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminRequest(playwright, baseURL ?? "");
    const inList = await createPendingTalent(admin, `Listed Lia ${unique()}`);
    const byKey = await createPendingTalent(admin, `Keyed Kai ${unique()}`);
    const statusOf = async (id: string) =>
      ((await (await admin.get(`/api/admin/talents/${id}`)).json()) as { talent: { status: string } }).talent
        .status;
    await signInAsAdmin(page, baseURL);

    // The list's Approve button asks, naming the profile; Cancel leaves it pending.
    await page.goto("/admin-panel/talents?status=pending");
    await page.getByRole("button", { name: `Approve ${inList.name}` }).click();
    const listQuestion = page.getByRole("alertdialog", { name: `Approve ${inList.name}?` });
    await expect(listQuestion).toBeVisible();
    await expect(listQuestion.getByRole("button", { name: "Approve" })).toBeFocused();
    await listQuestion.getByRole("button", { name: "Cancel" }).click();
    await expect(listQuestion).toBeHidden();
    expect(await statusOf(inList.id)).toBe("pending");
    await expect(page.getByRole("button", { name: `Approve ${inList.name}` })).toBeVisible();
    await page.getByRole("button", { name: `Approve ${inList.name}` }).click();
    await listQuestion.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`${inList.name} is approved and live on Vitrine.`)).toBeVisible();
    expect(await statusOf(inList.id)).toBe("approved");

    // On the review page, A asks with the focus on the confirm button; Escape cancels.
    await page.goto(`/admin-panel/talents/review/${byKey.id}`);
    await expect(page.getByRole("heading", { level: 1, name: byKey.name })).toBeVisible();
    await page.keyboard.press("a");
    const keyQuestion = page.getByRole("alertdialog", { name: `Approve ${byKey.name}?` });
    await expect(keyQuestion).toBeVisible();
    await expect(keyQuestion.getByRole("button", { name: "Approve" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(keyQuestion).toBeHidden();
    expect(await statusOf(byKey.id)).toBe("pending");

    // A, then Enter, approves.
    await page.keyboard.press("a");
    await expect(keyQuestion).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`${byKey.name} is approved and live on Vitrine.`)).toBeVisible();
    expect(await statusOf(byKey.id)).toBe("approved");
    await admin.dispose();
  });

  test("an admin works through the queue by keyboard and rejects with a reason the talent reads in the mail", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = uniqueEmail("rejected");
    const name = `Rejected Rhea ${unique()}`;
    const { talent, request } = await talentWhoSubmitted(playwright, baseURL ?? "", email, name);
    await request.dispose();

    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/talents?status=pending");
    await page.getByRole("link", { name: `Review ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-panel/talents/review/${talent.id}$`));
    // The profile as the public will see it, with the decisions beside it.
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Hamburg")).toBeVisible();
    await expect(page.getByText(/Application \d+ of \d+/)).toBeVisible();
    await expect(page.getByText("Keyboard: A approve, R reject, N next.")).toBeVisible();

    await page.keyboard.press("r");
    const dialog = page.getByRole("dialog", { name: `Reject ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(dialog.getByText("Choose a reason or write one for the talent.")).toBeVisible();
    await dialog.getByRole("radio", { name: REJECTION_REASONS[0] }).check();
    await dialog.getByLabel("Note to the talent (optional)").fill("A portrait in daylight would help.");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText(`${name} was rejected with your reason.`)).toBeVisible();

    const mail = await waitForMail(email, /needs changes/, 15_000, mailDirOf(baseURL));
    expect(mail.text).toContain(REJECTION_REASONS[0]);
    expect(mail.text).toContain("A portrait in daylight would help.");
  });

  test.describe("with the live updates cut off", () => {
    // The test aborts the page's event streams, which the browser reports as failed requests.
    test.use({
      expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED \(.*\/api\/(me\/)?events/],
    });

    test("a decision on a profile that changed meanwhile is refused with the server's message, and the profile reloads", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const admin = await adminRequest(playwright, baseURL ?? "");
      const name = `Changing Chloe ${unique()}`;
      const talent = await createPendingTalent(admin, name, { bio: "The first version." });

      await signInAsAdmin(page, baseURL);
      // This page has not heard of the change yet (open pages usually do within a second).
      await page.route(/\/api\/(me\/)?events$/, (route) => route.abort());
      await page.goto(`/admin-panel/talents/review/${talent.id}`);
      await expect(page.getByText("The first version.")).toBeVisible();
      const changed = await admin.patch(`/api/talents/${talent.id}`, { data: { bio: "Changed meanwhile." } });
      expect(changed.status()).toBe(200);

      await page.getByRole("button", { name: "Approve" }).click();
      await page
        .getByRole("alertdialog", { name: `Approve ${name}?` })
        .getByRole("button", { name: "Approve" })
        .click();
      await expect(page.getByText("This profile changed since you opened it")).toBeVisible();
      await expect(page.getByText("Changed meanwhile.")).toBeVisible();
      // The key A approves what is on screen now (Enter confirms).
      await page.keyboard.press("a");
      await expect(page.getByRole("alertdialog", { name: `Approve ${name}?` })).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.getByText(`${name} is approved and live on Vitrine.`)).toBeVisible();
      const after = await admin.get(`/api/admin/talents/${talent.id}`);
      expect(((await after.json()) as { talent: { status: string } }).talent.status).toBe("approved");
      await admin.dispose();
    });
  });

  test("an admin deletes a talent through the dialog, and its files are gone", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminRequest(playwright, baseURL ?? "");
    const name = `Deleted Dora ${unique()}`;
    const talent = await createPendingTalent(admin, name);
    const hero = await admin.put(`/api/talents/${talent.id}/hero`, {
      data: await jpeg(300, 400, "#446688"),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(hero.status()).toBe(200);
    const url = ((await hero.json()) as { talent: { image: { variants: { url: string }[] } } }).talent.image
      .variants[0]?.url;
    expect((await page.request.get(url ?? "")).status()).toBe(200);
    await admin.dispose();

    await signInAsAdmin(page, baseURL);
    await page.goto("/admin-panel/talents?status=pending");
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
    await expect(
      dialog.getByText(
        "This action cannot be undone. This will permanently delete the talent and remove their data from the database.",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Talent has been deleted.")).toBeVisible();
    await expect(page.getByText("✅ Success!")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
    expect((await page.request.get(url ?? "")).status()).toBe(404);
  });

  test.describe("with no live updates", () => {
    // Another test's change to any talent would make this page refetch the list by itself, taking the
    // failure (and its Try again button) away before the button is pressed. The aborted event streams
    // are failed requests to the browser.
    test.use({
      expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED \(.*\/api\/(me\/)?events/],
    });

    test("a list that cannot be loaded says so, with the server's message, and loads on Try again", async ({
      page,
      baseURL,
    }) => {
      await signInAsAdmin(page, baseURL);
      await page.route(/\/api\/(me\/)?events$/, (route) => route.abort());
      let fail = true;
      await page.route("**/api/admin/talents?*", (route) =>
        fail
          ? route.fulfill({
              status: 503,
              contentType: "application/json",
              body: JSON.stringify({
                error: { code: "UNAVAILABLE", message: "The database is not reachable." },
              }),
            })
          : route.continue(),
      );
      await page.goto("/admin-panel/talents");
      const alert = page.getByRole("alert").filter({ hasText: "Error fetching data" });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await expect(alert.getByText("The database is not reachable.")).toBeVisible();
      fail = false;
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("tab", { name: /^Approved \(\d+\)$/ })).toBeVisible();
      await expect(alert).toBeHidden();
    });
  });
});
