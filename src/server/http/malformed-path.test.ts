import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { isWellFormedPath } from "./malformed-path.ts";

const clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-client-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Vitrine</title></head></html>',
);
const t = await createTestApp({}, clientDir);
await insertTalents(t.deps.database.db, [talentRecord({ name: "Lena Approved" })]);
const admin = await signedInUser(t, "admin@example.com", { role: "admin" });
afterAll(async () => {
  await t.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("a URL with a broken %-escape", () => {
  it.each([
    "/talents/model/%E0%A4%A",
    "/talents/model/lena-%zz",
    "/%E0%A4%A",
    "/media/images/%E0%A4%A/640.webp",
    "/api/talents/by-slug/%E0%A4%A",
    "/api/talents/%E0%A4%A/gallery",
    "/api/auth/%E0%A4%A",
    "/api/%",
  ])("GET %s answers 404", async (url) => {
    const res = await t.request(url);
    expect(res.status).toBe(404);
  });

  it("answers the app's page with 404 for a profile path, so the browser shows the not-found page", async () => {
    const res = await t.request("/talents/model/%E0%A4%A");
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("<title>");
  });

  it.each([
    ["PATCH", "/api/talents/%E0%A4%A"],
    ["PUT", "/api/talents/%E0%A4%A/gallery-order"],
    ["POST", "/api/admin/talents/%E0%A4%A/approve"],
    ["DELETE", "/api/admin/talents/%E0%A4%A"],
  ])("%s %s answers 404 in the API's error shape", async (method, url) => {
    const res = await admin.client.request(url, {
      method,
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });
});

describe("a NUL character (which PostgreSQL cannot store or compare)", () => {
  it.each([
    ["GET", "/api/talents/by-slug/%00", 404],
    ["GET", "/talents/model/lena-%00", 404],
    ["POST", "/api/admin/messages/%00/read", 404],
    ["GET", "/api/talents?q=%00", 400],
    ["GET", "/api/talents?location=a%00", 400],
    ["GET", "/api/talents?languages=%00", 400],
  ])("%s %s answers %i", async (method, url, status) => {
    const res = await admin.client.request(url, { method });
    expect(res.status).toBe(status);
  });

  it.each([{ bio: "a\u0000b" }, { location: "\u0000" }, { specifics: { "\u0000": "x" } }])(
    "in a JSON body %j answers 400 and is not stored",
    async (body) => {
      const talent = await t.deps.database.db.selectFrom("talents").select("id").executeTakeFirstOrThrow();
      const res = await admin.client.request(`/api/talents/${talent.id}`, { method: "PATCH", json: body });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe("Text may not contain the NUL character (U+0000).");
    },
  );
});

describe("the path check", () => {
  it.each([
    ["http://localhost/api/talents", true],
    ["http://localhost/api/talents/by-slug/l%C3%A9na", true],
    ["http://localhost/api/talents?q=%E0%A4%A", true],
    ["http://localhost/api/talents/by-slug/%E0%A4%A", false],
    ["http://localhost/api/talents/by-slug/%00", false],
    ["http://localhost/%zz?q=ok", false],
  ])("%s is well-formed: %s", (url, wellFormed) => {
    expect(isWellFormedPath(url)).toBe(wellFormed);
  });
});
