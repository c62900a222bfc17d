import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestId } from "./request-id.ts";
import {
  INLINE_SCRIPT_SOURCES,
  privateLinkHeaders,
  SECURITY_HEADERS,
  securityHeaders,
} from "./security-headers.ts";

/** The options the site's headers were first written with, through hono/secure-headers. */
const HONO_OPTIONS = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...INLINE_SCRIPT_SOURCES],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  xContentTypeOptions: "nosniff",
  xFrameOptions: "DENY",
  crossOriginResourcePolicy: "same-origin",
  crossOriginOpenerPolicy: "same-origin",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
};

const appWith = () => {
  const app = new Hono();
  app.use(requestId());
  app.use(privateLinkHeaders());
  app.use(securityHeaders());
  app.get("/api/health", (c) => c.json({ status: "ok" }));
  // A route that tries to loosen a header: under app.request() the site's value wins.
  app.get("/api/loose", (c) => c.json({}, 200, { "X-Frame-Options": "SAMEORIGIN" }));
  return app;
};

const lowerCased = (headers: Headers, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name.toLowerCase(), headers.get(name)]));

describe("the site's security headers", () => {
  it("are the ones hono/secure-headers sends with the site's options, no more, no fewer", async () => {
    const reference = new Hono();
    reference.use(secureHeaders(HONO_OPTIONS));
    reference.get("/", (c) => c.text("ok"));
    const theirs = (await reference.request("/")).headers;
    const ours = (await appWith().request("/api/health")).headers;
    const names = [...theirs.keys()].filter((name) => name !== "content-type");
    expect(names.sort()).toEqual(SECURITY_HEADERS.map(([name]) => name.toLowerCase()).sort());
    expect(lowerCased(ours, names)).toEqual(lowerCased(theirs, names));
  });

  it("win over a route's own value under app.request()", async () => {
    const res = await appWith().request("/api/loose");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  describe("served by node", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve({ fetch: appWith().fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
          base = `http://127.0.0.1:${info.port}`;
          resolve();
        }) as Server;
      });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("go out with every answer, with a request id", async () => {
      const res = await fetch(`${base}/api/health`);
      expect(await res.json()).toEqual({ status: "ok" });
      for (const [name, value] of SECURITY_HEADERS) expect(res.headers.get(name)).toBe(value);
      expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
      expect(res.headers.get("content-type")).toBe("application/json");
    });

    it("give way to a private link's stricter referrer policy", async () => {
      const res = await fetch(`${base}/api/first-admin`);
      expect(res.status).toBe(404);
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    });

    it("go out on answers the router does not know too", async () => {
      const res = await fetch(`${base}/nothing-here`);
      expect(res.status).toBe(404);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    });

    it("send back a caller's plain request id, and replace one that is not", async () => {
      const kept = await fetch(`${base}/api/health`, { headers: { "x-request-id": "proxy-id_42=" } });
      expect(kept.headers.get("x-request-id")).toBe("proxy-id_42=");
      const replaced = await fetch(`${base}/api/health`, { headers: { "x-request-id": "a b<script>" } });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      const tooLong = await fetch(`${base}/api/health`, { headers: { "x-request-id": "a".repeat(256) } });
      expect(tooLong.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
