import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCRIPTS_AFTER_PAINT_SCRIPT } from "#shared/page-head/scripts-after-paint";
import { THEME_SCRIPT } from "#shared/page-head/theme-script";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe("the HTTP app", () => {
  it("answers health once the database is reachable", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with 404 in the JSON error shape", async () => {
    const res = await t.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toEqual({
      error: { code: "NOT_FOUND", message: expect.stringContaining("/api/no-such-thing") },
    });
  });

  it("sends security headers: a CSP that allows two inline scripts, the theme's and the one that starts the modules, by their hashes; no framing, nosniff and a referrer policy", async () => {
    const res = await t.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    const hashOf = (script: string) => createHash("sha256").update(script).digest("base64");
    expect(csp).toContain(
      `script-src 'self' 'sha256-${hashOf(THEME_SCRIPT)}' 'sha256-${hashOf(SCRIPTS_AFTER_PAINT_SCRIPT)}';`,
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("refuses bodies over the limit with 413 in the error shape", async () => {
    const res = await t.request("/api/health", {
      method: "POST",
      body: "x".repeat(1024 * 1024 + 10),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("publishes an OpenAPI 3.1 document and a readable reference page", async () => {
    const doc = await (await t.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/health"].get).toBeDefined();
    const page = await t.request("/api/docs");
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("/health");
  });
});
