import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, expect } from "./fixtures.ts";

/** Signs the page's browser context in as the e2e administrator, through the real sign-in route. */
export async function signInAsAdmin(page: Page, baseURL: string | undefined): Promise<void> {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: E2E_ADMIN,
    headers: { origin: new URL(baseURL ?? "").origin },
  });
  expect(res.status()).toBe(200);
}

/** A separate API client signed in as the administrator (for setting up data). */
export async function adminRequest(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": `10.97.${Math.floor(Math.random() * 250)}.1` },
  });
  expect((await admin.post("/api/auth/sign-in/email", { data: E2E_ADMIN })).status()).toBe(200);
  return admin;
}

/** Axe finds no WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** The document is no wider than the viewport (nothing scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(viewport);
}
