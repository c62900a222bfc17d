import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { promoteToAdmin } from "./promote-to-admin.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe("promoteToAdmin", () => {
  it("gives an existing account the admin role, which the admin APIs then accept", async () => {
    const client = apiClient(t);
    const altcha = await fetchAndSolveBotCheck(client.get);
    await client.post(
      "/api/auth/sign-up/email",
      { name: "Mia", email: "Mia@Example.com", password: "secret-123" },
      { headers: { "x-altcha": altcha } },
    );
    expect(await promoteToAdmin(t.database.handle.db, "mia@example.com")).toBe(true);
    expect(
      (await client.post("/api/auth/sign-in/email", { email: "mia@example.com", password: "secret-123" }))
        .status,
    ).toBe(200);
    expect((await client.get("/api/admin/messages")).status).toBe(200);
  });

  it("reports an unknown address", async () => {
    expect(await promoteToAdmin(t.database.handle.db, "ghost@example.com")).toBe(false);
  });
});
