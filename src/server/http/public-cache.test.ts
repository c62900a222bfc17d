import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { createPublicCache } from "./public-cache.ts";

const PUBLIC = "public, max-age=0, must-revalidate";

/** A tiny app whose /items/:n answers count how often the handler ran. */
function appWith(options: { maxBytes?: number; maxAgeMs?: number } = {}) {
  const cache = createPublicCache({
    maxBytes: options.maxBytes ?? 1024 * 1024,
    maxAgeMs: options.maxAgeMs ?? 60_000,
  });
  const runs = new Map<string, number>();
  let beforeAnswer: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const app = new Hono<AppEnv>();
  app.use("*", cache.middleware);
  app.get("/items/:n", (c) => {
    const n = c.req.param("n");
    runs.set(n, (runs.get(n) ?? 0) + 1);
    beforeAnswer();
    c.header("Cache-Control", PUBLIC);
    return c.json({ n, run: runs.get(n), padding: "x".repeat(200) });
  });
  app.get("/slow/:kind", async (c) => {
    const kind = c.req.param("kind");
    const run = (runs.get(kind) ?? 0) + 1;
    runs.set(kind, run);
    await gate;
    c.header("Cache-Control", kind === "public" ? PUBLIC : "private, no-store");
    return c.json({ kind, run });
  });
  app.get("/private", (c) => {
    runs.set("private", (runs.get("private") ?? 0) + 1);
    c.header("Cache-Control", "private, no-store");
    return c.json({ mine: true });
  });
  app.get("/missing", (c) => {
    runs.set("missing", (runs.get("missing") ?? 0) + 1);
    c.header("Cache-Control", PUBLIC);
    return c.json({ error: "no" }, 404);
  });
  return {
    cache,
    runs: (n: string) => runs.get(n) ?? 0,
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
    setBeforeAnswer: (fn: () => void) => {
      beforeAnswer = fn;
    },
    /** Holds the /slow handlers until the returned function is called. */
    hold: () => {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the public response cache", () => {
  it("runs the handler once per path and query until cleared", async () => {
    const t = appWith();
    await t.get("/items/1");
    await t.get("/items/1");
    await t.get("/items/1?page=2");
    expect(t.runs("1")).toBe(2);
    t.cache.clear();
    expect(await (await t.get("/items/1")).json()).toMatchObject({ run: 3 });
  });

  it("answers If-None-Match with 304 for any listed tag, weak or strong, and for *", async () => {
    const t = appWith();
    const etag = (await t.get("/items/1")).headers.get("etag") ?? "";
    const opaque = etag.replace(/^W\//, "");
    for (const header of [etag, opaque, `W/"other", ${etag}`, "*"]) {
      expect((await t.get("/items/1", { "if-none-match": header })).status).toBe(304);
    }
    expect((await t.get("/items/1", { "if-none-match": 'W/"other"' })).status).toBe(200);
    expect(t.runs("1")).toBe(1);
  });

  it("does not keep what was computed from data read before a clear", async () => {
    const t = appWith();
    t.setBeforeAnswer(() => t.cache.clear());
    const first = await t.get("/items/1");
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toBeTruthy();
    t.setBeforeAnswer(() => {});
    await t.get("/items/1");
    expect(t.runs("1")).toBe(2);
    expect(t.cache.size).toBe(1);
  });

  it("stores only public 200 answers", async () => {
    const t = appWith();
    await t.get("/private");
    await t.get("/private");
    await t.get("/missing");
    await t.get("/missing");
    expect(t.runs("private")).toBe(2);
    expect(t.runs("missing")).toBe(2);
    expect(t.cache.size).toBe(0);
  });

  it("lets the least recently used answers go when full", async () => {
    const body = JSON.stringify({ n: "1", run: 1, padding: "x".repeat(200) }).length;
    const entryCost = Math.ceil(body * 1.5) + "/items/1".length + 1024;
    const t = appWith({ maxBytes: Math.floor(entryCost * 4.5) });
    for (const n of ["1", "2", "3", "4"]) await t.get(`/items/${n}`);
    await t.get("/items/1");
    await t.get("/items/5");
    expect(t.cache.size).toBe(4);
    await t.get("/items/1");
    await t.get("/items/2");
    expect(t.runs("1")).toBe(1);
    expect(t.runs("2")).toBe(2);
  });

  it("recomputes answers older than the maximum age", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t = appWith({ maxAgeMs: 60_000 });
    await t.get("/items/1");
    vi.advanceTimersByTime(59_000);
    await t.get("/items/1");
    expect(t.runs("1")).toBe(1);
    vi.advanceTimersByTime(2_000);
    await t.get("/items/1");
    expect(t.runs("1")).toBe(2);
  });

  it("lets requests that arrive while an answer is computed wait for it", async () => {
    const t = appWith();
    const release = t.hold();
    const answers = [t.get("/slow/public"), t.get("/slow/public"), t.get("/slow/public")];
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const bodies = await Promise.all((await Promise.all(answers)).map((res) => res.json()));
    expect(t.runs("public")).toBe(1);
    expect(bodies).toEqual([1, 2, 3].map(() => ({ kind: "public", run: 1 })));
  });

  it("lets each waiting request make its own answer when the shared one is private", async () => {
    const t = appWith();
    const release = t.hold();
    const answers = [t.get("/slow/private"), t.get("/slow/private")];
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all(answers);
    expect(t.runs("private")).toBe(2);
  });

  it("does not let a request that comes after a clear wait for an answer begun before it", async () => {
    const t = appWith();
    const release = t.hold();
    const before = t.get("/slow/public");
    await new Promise((resolve) => setTimeout(resolve, 10));
    t.cache.clear();
    const after = t.get("/slow/public");
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect(await (await before).json()).toMatchObject({ run: 1 });
    expect(await (await after).json()).toMatchObject({ run: 2 });
  });
});
