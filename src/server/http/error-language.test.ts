import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";

// The API's error messages follow the request's Accept-Language (the browser's client sends the
// page's language); the error code never changes (ADR 46).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe("error messages", () => {
  it("are German for a request that asks for German, with the same code as in English", async () => {
    const english = await apiClient(t).get("/api/account/export");
    const german = await apiClient(t).get("/api/account/export", {
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    expect(english.status).toBe(401);
    expect(german.status).toBe(401);
    expect(await errorOf(english)).toEqual({ code: "UNAUTHENTICATED", message: "Please log in first." });
    expect(await errorOf(german)).toEqual({
      code: "UNAUTHENTICATED",
      message: "Bitte melden Sie sich zuerst an.",
    });
  });

  it("follow the header's preference, and are English for a language Vitrine does not speak", async () => {
    const ask = (language: string) =>
      apiClient(t).get("/api/no-such-route", { headers: { "accept-language": language } });
    expect((await errorOf(await ask("fr, de;q=0.8, en;q=0.5"))).message).toBe(
      "Keine API-Route passt zu GET /api/no-such-route.",
    );
    expect((await errorOf(await ask("en-GB, de;q=0.5"))).message).toBe(
      "No API route matches GET /api/no-such-route.",
    );
    expect(await errorOf(await ask("fr"))).toEqual({
      code: "NOT_FOUND",
      message: "No API route matches GET /api/no-such-route.",
    });
  });

  it("name the field at fault in a German answer too", async () => {
    const { client } = await quickSignedInUser(t, "validation-de@example.com");
    const res = await client.request("/api/account/delete", {
      method: "POST",
      json: { confirmation: "DELETE" },
      headers: { "accept-language": "de" },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toMatch(/^password: /);
  });

  it("translate better-auth's refusals the sign-in form shows", async () => {
    await quickSignedInUser(t, "signin-de@example.com");
    const attempt = (headers: Record<string, string>) =>
      apiClient(t).post(
        "/api/auth/sign-in/email",
        { email: "signin-de@example.com", password: "not-the-password" },
        { headers },
      );
    const german = await attempt({ "accept-language": "de" });
    expect(german.status).toBe(401);
    expect(await errorOf(german)).toMatchObject({
      code: "UNAUTHENTICATED",
      message: "E-Mail-Adresse oder Passwort ist falsch.",
    });
    expect(await errorOf(await attempt({}))).toMatchObject({
      code: "UNAUTHENTICATED",
      message: "Invalid email or password",
    });
  });

  it("refuse a NUL character in German", async () => {
    const { client } = await quickSignedInUser(t, "nul-de@example.com");
    const res = await client.request("/api/account/language", {
      method: "PUT",
      json: { language: "de\u0000" },
      headers: { "accept-language": "de" },
    });
    expect(await errorOf(res)).toEqual({
      code: "VALIDATION_FAILED",
      message: "Text darf das NUL-Zeichen (U+0000) nicht enthalten.",
    });
  });
});
