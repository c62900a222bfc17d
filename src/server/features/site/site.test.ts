import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let configured: TestApp;
let bare: TestApp;
beforeAll(async () => {
  configured = await createTestApp({
    COMPANY_NAME: "Vitrine Talents GmbH",
    COMPANY_ADDRESS: "Leopoldstraße 1, 80802 München, Germany",
    COMPANY_MANAGING_DIRECTOR: "Jana Example",
    COMPANY_REGISTER: "Amtsgericht München, HRB 123456",
    COMPANY_VAT_ID: "DE 123456789",
    CONTACT_EMAIL: "team@vitrine.example",
    SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/vitrine",
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await configured.dispose();
  await bare.dispose();
});

describe("GET /api/site", () => {
  it("answers the configured company, contact address and social accounts, cacheable by anyone", async () => {
    const res = await configured.request("/api/site");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await res.json()).toEqual({
      company: {
        name: "Vitrine Talents GmbH",
        address: "Leopoldstraße 1, 80802 München, Germany",
        managingDirector: "Jana Example",
        register: "Amtsgericht München, HRB 123456",
        vatId: "DE123456789",
      },
      contactEmail: "team@vitrine.example",
      social: { instagram: "https://www.instagram.com/vitrine", tiktok: null, linkedin: null },
    });
  });

  it("answers null for what is not configured, so pages show placeholders and hide social icons", async () => {
    const body = await (await bare.request("/api/site")).json();
    expect(body.company).toEqual({
      name: "Vitrine GmbH",
      address: null,
      managingDirector: null,
      register: null,
      vatId: null,
    });
    expect(body.social).toEqual({ instagram: null, tiktok: null, linkedin: null });
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await (await bare.request("/api/openapi.json")).json();
    expect(doc.paths["/site"].get.responses["200"].content["application/json"].schema).toBeDefined();
  });
});
