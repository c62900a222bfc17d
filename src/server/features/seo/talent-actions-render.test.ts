import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profilePath } from "#shared/talents/slug";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";

// The workspace's actions on talent cards and profiles load after the page in the browser, but the
// server renders them from its first page on: a boundary the server leaves unfinished makes the
// browser report an error (React's #419) and render that part again.
const clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-actions-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Vitrine</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
);
const mia = talentRecord({ name: "Mia Actions" });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://vitrine.example", LOG_LEVEL: "error" }, clientDir);
  await insertTalents(t.database.handle.db, [mia]);
});
afterAll(async () => {
  await t.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("the talent actions in the server's HTML", () => {
  it("are on the first page the server renders, with no boundary left to the browser", async () => {
    const res = await t.request(profilePath(mia));
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = new JSDOM(html).window.document.getElementById("root");
    expect(root?.querySelector(`[aria-label="Add ${mia.name} to favourites"]`)).not.toBeNull();
    // React's mark of a Suspense boundary the browser must render itself.
    expect(html).not.toContain("<!--$!-->");
  });
});
