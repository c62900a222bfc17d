import { Hono } from "hono";
import type { Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { RememberingRouter } from "./remembering-router.ts";

const routes = <R extends Router<string>>(router: R): R => {
  router.add("ALL", "*", "every");
  router.add("GET", "/api/talents/by-slug/:slug", "profile");
  router.add("GET", "/api/talents/:id/insight", "insight");
  router.add("GET", "/api/health", "health");
  return router;
};

describe("the router that remembers its answers", () => {
  it("answers what the router it wraps answers, the first time and after", () => {
    const remembering = routes(new RememberingRouter<string>());
    const plain = routes(new TrieRouter<string>());
    for (const path of ["/api/health", "/api/talents/by-slug/lena", "/api/talents/t1/insight", "/nothing"]) {
      for (let i = 0; i < 2; i++) {
        expect(remembering.match("GET", path), path).toEqual(plain.match("GET", path));
        expect(remembering.match("POST", path), path).toEqual(plain.match("POST", path));
      }
    }
  });

  it("forgets its answers when a route is added (to a router that takes routes after a match)", () => {
    const router = routes(new RememberingRouter<string>(new TrieRouter()));
    expect(router.match("GET", "/api/site")[0].map(([handler]) => handler)).toEqual(["every"]);
    router.add("GET", "/api/site", "site");
    expect(router.match("GET", "/api/site")[0].map(([handler]) => handler)).toEqual(["every", "site"]);
  });

  it("serves an app with the parameters of each request, not of the first", async () => {
    const app = new Hono({ router: new RememberingRouter() });
    app.get("/talents/:slug", (c) => c.text(c.req.param("slug")));
    expect(await (await app.request("/talents/lena")).text()).toBe("lena");
    expect(await (await app.request("/talents/mara")).text()).toBe("mara");
    expect(await (await app.request("/talents/lena")).text()).toBe("lena");
  });

  it("holds a bounded number of answers, whatever paths it is asked for", () => {
    const router = routes(new RememberingRouter<string>());
    for (let i = 0; i < 5000; i++) router.match("GET", `/junk/${i}`);
    expect(router.match("GET", "/api/talents/by-slug/x")[0].map(([handler]) => handler)).toEqual([
      "every",
      "profile",
    ]);
    expect(router.remembered).toBeLessThanOrEqual(2000);
  });
});
