import type { Server } from "node:http";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp } from "#tests/support/test-app";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { SiteServerResponse, siteHeaders } from "./site-response.ts";

/** The headers as a record of lower-cased names, the way a client reads them. */
const asRecord = (flat: unknown[]) => {
  const record: Record<string, unknown> = {};
  for (let i = 0; i < flat.length; i += 2) record[String(flat[i]).toLowerCase()] = flat[i + 1];
  return record;
};

describe("the headers every answer gets as node writes it", () => {
  it("adds the security headers and the request id to the answer's own", () => {
    const headers = asRecord(siteHeaders(200, { "content-type": "image/webp" }, "req-1"));
    for (const [name, value] of SECURITY_HEADERS) expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers["x-request-id"]).toBe("req-1");
    expect(headers["content-type"]).toBe("image/webp");
    // An image is not compressed, so it does not vary by Accept-Encoding.
    expect(headers.vary).toBeUndefined();
  });

  it("lets the answer's own value of a security header go out instead (a private link's)", () => {
    const flat = siteHeaders(404, { "Referrer-Policy": "no-referrer" }, "req-1");
    expect(flat.filter((entry) => String(entry).toLowerCase() === "referrer-policy")).toHaveLength(1);
    expect(asRecord(flat)["referrer-policy"]).toBe("no-referrer");
  });

  it("marks an answer that sets a cookie no-store, over the cache-control it had", () => {
    const headers = asRecord(
      siteHeaders(200, { "Cache-Control": "public, max-age=60", "set-cookie": ["a=1", "b=2"] }, "r"),
    );
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    expect(asRecord(siteHeaders(200, { "set-cookie": "a=1" }, "r"))["cache-control"]).toBe("no-store");
  });

  it("says an answer that could be compressed varies by Accept-Encoding, keeping its other Vary", () => {
    expect(asRecord(siteHeaders(200, { "content-type": "application/json" }, "r")).vary).toBe(
      "Accept-Encoding",
    );
    expect(asRecord(siteHeaders(200, { "content-type": "text/html", vary: "Cookie" }, "r")).vary).toBe(
      "Cookie, Accept-Encoding",
    );
    expect(
      asRecord(siteHeaders(200, { "content-type": "text/html", vary: "accept-encoding" }, "r")).vary,
    ).toBe("accept-encoding");
    expect(asRecord(siteHeaders(304, { "content-type": "application/json" }, "r")).vary).toBeUndefined();
    expect(
      asRecord(siteHeaders(200, { "content-type": "text/css", "content-encoding": "br" }, "r")).vary,
    ).toBeUndefined();
    expect(
      asRecord(siteHeaders(200, { "content-type": "text/css", "cache-control": "no-transform" }, "r")).vary,
    ).toBeUndefined();
  });

  it("reads headers given as a list of pairs or a flat list too", () => {
    expect(asRecord(siteHeaders(200, [["X-A", "1"]] as unknown as string[], "r"))["x-a"]).toBe("1");
    expect(asRecord(siteHeaders(200, ["X-A", "1"], "r"))["x-a"]).toBe("1");
    expect(asRecord(siteHeaders(200, undefined, "r"))["x-frame-options"]).toBe("DENY");
  });
});

describe("the app served by the site's node server", () => {
  const names = [
    ...SECURITY_HEADERS.map(([name]) => name.toLowerCase()),
    "cache-control",
    "vary",
    "content-type",
    "referrer-policy",
    "x-robots-tag",
  ];
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: Server;
  let base: string;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Five, so that the list is over the kilobyte from which answers are compressed.
    const [talent] = await insertTalents(
      t.deps.database.db,
      ["Lena", "Mara", "Nina", "Olga", "Pia"].map((name) => talentRecord({ name: `${name} Served` })),
    );
    slug = talent?.slug ?? "";
    await new Promise<void>((resolve) => {
      server = serve(
        {
          fetch: t.app.fetch,
          port: 0,
          hostname: "127.0.0.1",
          serverOptions: { ServerResponse: SiteServerResponse },
        },
        (info) => {
          base = `http://127.0.0.1:${info.port}`;
          resolve();
        },
      ) as Server;
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.dispose();
  });

  const pick = (headers: Headers) => Object.fromEntries(names.map((name) => [name, headers.get(name)]));

  it.each([
    "/api/health",
    "/api/talents",
    "/api/talents?category=visual-arts-media",
    "/api/site",
    "/api/no-such-route",
    "/api/first-admin",
    "/api/shared-shortlist",
    "/api/talents/by-slug/nobody-by-that-name",
  ])("GET %s carries the same site headers as under app.request(), and a request id", async (path) => {
    const served = await fetch(`${base}${path}`);
    const inProcess = await t.request(path);
    expect(served.status).toBe(inProcess.status);
    expect(pick(served.headers)).toEqual(pick(inProcess.headers));
    expect(served.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await served.arrayBuffer();
  });

  it("answers a profile and the cached list as under app.request()", async () => {
    for (const path of [`/api/talents/by-slug/${slug}`, "/api/talents", "/api/talents"]) {
      const served = await fetch(`${base}${path}`);
      const inProcess = await t.request(path);
      expect(await served.text()).toBe(await inProcess.text());
      expect(pick(served.headers)).toEqual(pick(inProcess.headers));
      expect(served.headers.get("etag")).toBe(inProcess.headers.get("etag"));
    }
  });

  it("compresses for a client that accepts it, and says the answer varies", async () => {
    const res = await fetch(`${base}/api/talents`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect((await res.json()).items).toHaveLength(5);
  });

  it("marks the answer that sets the session cookie no-store", async () => {
    const ctx = await t.deps.auth.$context;
    const user = await ctx.internalAdapter.createUser(
      { email: "served@example.com", name: "served", emailVerified: true, role: "user" },
      { method: "test" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await ctx.password.hash("secret-123"),
    });
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.config.publicUrl },
      body: JSON.stringify({ email: "served@example.com", password: "secret-123" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("refuses a cross-site write as before", async () => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: "served@example.com", password: "secret-123" }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("sends back a caller's plain request id, and replaces one that is not", async () => {
    const kept = await fetch(`${base}/api/health`, { headers: { "x-request-id": "proxy-id_42=" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-id_42=");
    const replaced = await fetch(`${base}/api/health`, { headers: { "x-request-id": "a b<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the security headers on the answer node-server gives a request it cannot read", async () => {
    // A Host header that is not a host: @hono/node-server answers 400 before the app runs.
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(base).port), "127.0.0.1", () => {
        socket.write("GET /api/health HTTP/1.1\r\nHost: exa mple\r\nConnection: close\r\n\r\n");
      });
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk;
      });
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    expect(head).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
    expect(head).toMatch(/\r\nContent-Security-Policy: default-src 'self'/);
  });
});
