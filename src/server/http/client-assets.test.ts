import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { mountClientAssets } from "./client-assets.ts";

const dir = mkdtempSync(path.join(tmpdir(), "vitrine-client-"));
mkdirSync(path.join(dir, "assets"));
writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Vitrine</title>");
writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log(1)");
writeFileSync(path.join(dir, "assets", "index-abc123.js.br"), brotliCompressSync("console.log(1)"));
mkdirSync(path.join(dir, ".vite"));
writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
mountClientAssets(app, dir);

describe("the built client", () => {
  it("serves hashed assets as immutable", async () => {
    const res = await app.request("/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's Brotli copy of an asset to a browser that accepts it", async () => {
    const res = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe("console.log(1)");
    const plain = await app.request("/assets/index-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log(1)");
  });

  it("does not serve the build's manifest", async () => {
    const res = await app.request("/.vite/manifest.json");
    expect(res.status).toBe(404);
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
