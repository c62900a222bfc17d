import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { Logger } from "#server/lib/logger";
import type { AppEnv } from "./app-env.ts";
import { requestId } from "./request-id.ts";
import { requestLogger } from "./request-logger.ts";

/** A logger at `level` that records the children it made and what they logged. */
function recordingLogger(level: "info" | "debug") {
  const lines: { bindings: object; level: string; line: object; msg: string }[] = [];
  const children: object[] = [];
  const order = ["debug", "info", "error"];
  const root = {
    isLevelEnabled: (l: string) => order.indexOf(l) >= order.indexOf(level),
    child: vi.fn((bindings: object) => {
      children.push(bindings);
      const write = (l: string) => (line: object, msg: string) =>
        lines.push({ bindings, level: l, line, msg });
      return { debug: write("debug"), info: write("info"), error: write("error") };
    }),
  };
  return { root: root as unknown as Logger, lines, children };
}

function appWith(root: Logger) {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLogger(root));
  app.get("/read", (c) => c.json({}));
  app.get("/uses-log", (c) => {
    c.get("log")().info({ step: 1 }, "first");
    c.get("log")().info({ step: 2 }, "second");
    return c.json({});
  });
  app.post("/write", (c) => c.json({}, 201));
  app.get("/fails", (c) => c.json({}, 500));
  return app;
}

describe("the request logger", () => {
  it("makes no child logger for a successful read at info level", async () => {
    const { root, lines } = recordingLogger("info");
    const res = await appWith(root).request("/read");
    expect(res.status).toBe(200);
    expect(root.child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it("logs a write with the request's id, through one child", async () => {
    const { root, lines, children } = recordingLogger("info");
    const res = await appWith(root).request("/write", {
      method: "POST",
      headers: { "x-request-id": "req-1" },
    });
    expect(res.status).toBe(201);
    expect(children).toEqual([{ reqId: "req-1" }]);
    expect(lines).toEqual([
      {
        bindings: { reqId: "req-1" },
        level: "info",
        line: { method: "POST", path: "/write", status: 201, ms: expect.any(Number) },
        msg: "request",
      },
    ]);
  });

  it("logs a failed read as an error", async () => {
    const { root, lines } = recordingLogger("info");
    await appWith(root).request("/fails");
    expect(lines.map((l) => [l.level, l.msg])).toEqual([["error", "request failed"]]);
  });

  it("logs successful reads at debug level", async () => {
    const { root, lines } = recordingLogger("debug");
    await appWith(root).request("/read");
    expect(lines.map((l) => [l.level, l.line])).toEqual([
      ["debug", { method: "GET", path: "/read", status: 200, ms: expect.any(Number) }],
    ]);
  });

  it("gives a route the same child however often it asks", async () => {
    const { root, lines, children } = recordingLogger("info");
    await appWith(root).request("/uses-log", { headers: { "x-request-id": "req-2" } });
    expect(children).toEqual([{ reqId: "req-2" }]);
    expect(lines.map((l) => l.msg)).toEqual(["first", "second"]);
  });

  it("logs the path without the query string, so a visitor's position (near) is never logged", async () => {
    const { root, lines } = recordingLogger("debug");
    await appWith(root).request("http://localhost/read?near=48.14,11.58&radius=25");
    expect(lines.map((l) => l.line)).toEqual([
      { method: "GET", path: "/read", status: 200, ms: expect.any(Number) },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/near|48\.14|11\.58/);
  });
});
