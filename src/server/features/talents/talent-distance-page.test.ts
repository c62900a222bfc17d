import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";

// The server-rendered /talents of a search by distance: the filtered list in its HTML, and a page near
// the visitor's position kept in no cache (ADR 56).

const clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-distance-page-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Vitrine</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, clientDir);
  const munich = talentRecord({ name: "Paula Pasing" });
  const berlin = talentRecord({ name: "Bruno Berlin" });
  await insertTalents(t.database.handle.db, [munich, berlin]);
  const place = (id: string, latitude: number, longitude: number) =>
    t.database.handle.db.updateTable("talents").set({ latitude, longitude }).where("id", "=", id).execute();
  await place(munich.id, 48.1465, 11.4606);
  await place(berlin.id, 52.52437, 13.41053);
  await t.deps.realtime.publish({ type: "talents.seeded" });
});
afterAll(async () => {
  await t.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("the server-rendered list of a search by distance", () => {
  it("shows the talents near a place with their distance, and may be cached like any public page", async () => {
    const res = await t.request("/talents?place=2867714&radius=25");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Paula Pasing");
    expect(html).toContain("8.6 km away");
    expect(html).not.toContain("Bruno Berlin");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
  });

  it("shows the talents near a position, and keeps that page in no cache", async () => {
    const res = await t.request("/talents?near=48.14%2C11.58&radius=25");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Paula Pasing");
    expect(html).not.toContain("Bruno Berlin");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});
