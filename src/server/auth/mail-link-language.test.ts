import { describe, expect, it } from "vitest";
import { inMailLanguage } from "./mail-link-language.ts";

const VERIFY =
  "http://localhost:3000/api/auth/verify-email?token=a.b-c_d&callbackURL=%2Fverify-email%3Fverified%3D1";

describe("a mail link's page in the mail's language", () => {
  it("leads a German mail's link to the German page, with the page's own query", () => {
    const url = new URL(inMailLanguage(VERIFY, "de"));
    expect(url.pathname).toBe("/api/auth/verify-email");
    expect(url.searchParams.get("token")).toBe("a.b-c_d");
    expect(url.searchParams.get("callbackURL")).toBe("/de/verify-email?verified=1");
  });

  it("leaves an English mail's link as better-auth made it", () => {
    expect(inMailLanguage(VERIFY, "en")).toBe(VERIFY);
  });

  it("leads a reset link to the German reset page", () => {
    const reset = "http://localhost:3000/api/auth/reset-password/tok?callbackURL=%2Freset-password";
    expect(new URL(inMailLanguage(reset, "de")).searchParams.get("callbackURL")).toBe("/de/reset-password");
  });

  it("leaves a callback that names its language, another site, or none at all", () => {
    const german = "http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2Fde%2Fdashboard";
    const elsewhere = "http://localhost:3000/api/auth/verify-email?token=t&callbackURL=%2F%2Fevil.example%2F";
    const none = "http://localhost:3000/api/auth/verify-email?token=t";
    for (const url of [german, elsewhere, none]) expect(inMailLanguage(url, "de")).toBe(url);
  });
});
