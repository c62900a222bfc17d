import type { APIRequestContext, Page } from "@playwright/test";
import { adminRequest } from "./admin.ts";
import { expect } from "./fixtures.ts";

/**
 * The page's signed-in account creates its own profile through the API and submits it for review,
 * as the wizard's last step does; answers the profile's id and slug.
 */
export async function submitOwnTalent(
  page: Page,
  baseURL: string | undefined,
  data: Record<string, unknown>,
): Promise<{ id: string; slug: string }> {
  const created = await page.request.post("/api/me/talent", {
    data: { ...data, submit: true },
    headers: { origin: baseURL ?? "" },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { talent: { id: string; slug: string } }).talent;
}

/** The administrator approves a profile through the API (a new client, or the one given). */
export async function approveTalent(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  talentId: string,
): Promise<void> {
  const admin = await adminRequest(playwright, baseURL ?? "");
  expect((await admin.post(`/api/admin/talents/${talentId}/approve`, { data: {} })).status()).toBe(200);
  await admin.dispose();
}
