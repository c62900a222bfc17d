import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_VARIANTS, e2eVariantAt } from "#tests/support/e2e-constants";
import { E2E_ADMIN, expect } from "./fixtures.ts";
import { databaseAt, insertSession, signedInRequest } from "./sessions.ts";

/** The mail directory of the e2e app at this address (each app has its own SMTP sink). */
export function mailDirOf(baseURL: string | undefined): string {
  const dir = E2E_VARIANTS[e2eVariantAt(baseURL)].mailDir;
  if (!dir) throw new Error(`The e2e app at ${baseURL} keeps no mail for the specs`);
  return dir;
}

/** A new session of the e2e administrator (whom the app made at its start) in the app at this address. */
async function adminSession(baseURL: string | undefined) {
  const admin = await databaseAt(baseURL)
    .selectFrom("user")
    .select("id")
    .where("email", "=", E2E_ADMIN.email)
    .executeTakeFirstOrThrow();
  return insertSession(baseURL, admin.id);
}

/**
 * Signs the page's browser context in as the e2e administrator, with a session made in the app's
 * database as the session fixture makes them (signing in through the form is accounts.spec.ts's).
 */
export async function signInAsAdmin(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([await adminSession(baseURL)]);
}

/** A separate API client signed in as the administrator (for setting up data). */
export async function adminRequest(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": `10.97.${Math.floor(Math.random() * 250)}.1` },
    storageState: { cookies: [await adminSession(baseURL)], origins: [] },
  });
}

export { expectNoAxeViolations } from "./axe.ts";

/** The document is no wider than the viewport (nothing scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(viewport);
}

type TalentJson = {
  id: string;
  name: string;
  slug: string;
  subcategory: string;
  updatedAt: string;
  status: string;
};

/** A pending talent with a category (so it has a public card once approved), made by the admin API. */
export async function createPendingTalent(
  admin: APIRequestContext,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<TalentJson> {
  const res = await admin.post("/api/admin/talents", {
    data: {
      name,
      category: "visual-arts-media",
      subcategory: "model",
      location: "Munich",
      age: 26,
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { talent: TalentJson }).talent;
}

/**
 * A confirmed talent account (made directly in the app's database: sign-up has its own spec), with
 * a profile it submitted for review, and an API client signed in as it.
 */
export async function talentWhoSubmitted(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
  email: string,
  name: string,
): Promise<{ talent: TalentJson; request: APIRequestContext }> {
  const { request } = await signedInRequest(playwright, baseURL, { email, name });
  const created = await request.post("/api/me/talent", {
    data: { name, category: "performing-arts", subcategory: "singer", location: "Hamburg", submit: true },
  });
  expect(created.status()).toBe(201);
  return { talent: ((await created.json()) as { talent: TalentJson }).talent, request };
}

/** Switches the system theme and waits until the page has applied it (axe must not catch it halfway). */
export async function switchTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}
