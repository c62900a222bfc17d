import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

const SHELL =
  '<!doctype html><html lang="en"><head><title>Vitrine</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>';
const clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-render-"));
writeFileSync(path.join(clientDir, "index.html"), SHELL);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, clientDir, {
    // A page whose route fails on the server, as the contact page's did when a module of its bot check
    // could not be loaded there.
    renderPage: async () => {
      throw new Error("The route of /contact failed on the server.");
    },
  });
});
afterAll(async () => {
  await t.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("a public page that fails to render on the server", () => {
  it("goes out as the plain shell for the browser to render, is logged, and is not kept", async () => {
    const logged = vi.spyOn(t.deps.log, "error").mockImplementation(() => {});
    const res = await t.request("/contact");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("vitrine-state");
    expect(html).toContain("<title>Contact Us | Vitrine</title>");
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/contact", err: expect.any(Error) }),
      "server rendering failed; the page is left to the browser",
    );
  });
});
