import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { privateLinkHeaders, securityHeaders } from "./security-headers.ts";

// The pages and answers a private link opens, in both languages, and a few that are not such.
const app = new Hono();
app.use(privateLinkHeaders());
app.use(securityHeaders());
app.all("*", (c) => c.text("ok"));

const headersOf = async (path: string) => (await app.request(path)).headers;

describe("the headers of what a private link opens", () => {
  it.each([
    "/inquiry",
    "/de/inquiry",
    "/shortlist",
    "/de/shortlist",
    "/alerts/unsubscribe",
    "/de/alerts/unsubscribe",
    "/setup-admin",
    "/de/setup-admin",
    "/api/inquiry-thread",
    "/api/inquiry-thread/replies",
    "/api/shared-shortlist",
    "/api/shared-shortlist/picks/t1",
    "/api/saved-search-alerts/unsubscribe",
    "/api/first-admin",
  ])("%s sends no Referer, is not indexed and not stored", async (path) => {
    const headers = await headersOf(path);
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    "/",
    "/talents",
    "/de/talents",
    "/shortlists",
    "/de/shortlist/x",
    "/api/shared-shortlists",
    "/en/inquiry",
  ])("%s keeps the site's policy", async (path) => {
    const headers = await headersOf(path);
    expect(headers.get("referrer-policy")).not.toBe("no-referrer");
    expect(headers.get("x-robots-tag")).toBeNull();
  });
});
