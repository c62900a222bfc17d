import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

describe("an instance that drains for a restart", () => {
  it("finishes what runs, refuses new requests with 503 before they run, and says why on health", async () => {
    const events = await t.request("/api/events");
    expect(events.status).toBe(200);
    const reading = events.text();
    expect((await t.request("/api/talents")).status).toBe(200);

    t.deps.lifecycle.startDraining();
    // The open event stream ends, so its browser reconnects (through the proxy) to another instance.
    await expect(reading).resolves.toContain("event: ready");

    const refused = await t.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ name: "Never Run" }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("connection")).toBe("close");
    expect(await refused.json()).toEqual({
      error: { code: "UNAVAILABLE", message: "This instance is restarting. Please try again in a moment." },
    });
    const health = await t.request("/api/health");
    expect(health.status).toBe(503);
    expect((await health.json()).error.details).toEqual({ database: "ok", draining: true });
    expect(t.deps.lifecycle.inFlight).toBe(0);
  });
});
