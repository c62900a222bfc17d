import { Writable } from "node:stream";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { requestLogger } from "./request-logger.ts";

/** An app behind the request logger, and the lines it logged. */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLogger(pino({ level: "debug" }, sink)));
  app.get("/api/talents", (c) => c.json({ items: [] }));
  return { app, lines };
}

describe("the request logger", () => {
  it("logs the path without the query string, so a visitor's position (near) is never logged", async () => {
    const { app, lines } = loggedApp();
    const res = await app.request("http://localhost/api/talents?near=48.14,11.58&radius=25");
    expect(res.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([expect.objectContaining({ path: "/api/talents", status: 200 })]);
    expect(JSON.stringify(lines)).not.toMatch(/near|48\.14|11\.58/);
  });
});
