import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { mountClientAssets } from "./client-assets.ts";

const dir = mkdtempSync(path.join(tmpdir(), "vitrine-client-"));
mkdirSync(path.join(dir, "assets"));
writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Vitrine</title>");
writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log(1)");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
mountClientAssets(app, dir);

describe("the built client", () => {
  it("serves hashed assets as immutable", async () => {
    const res = await app.request("/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers app routes with index.html that must be revalidated", async () => {
    for (const route of ["/", "/talents/model/lena-a3f1", "/dashboard/settings"]) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("cache-control"), route).toBe("no-cache");
      expect(await res.text()).toContain("<title>Vitrine</title>");
    }
  });
});
