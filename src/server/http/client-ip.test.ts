import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "#server/auth/auth";
import { CONTACT_RATE_LIMIT } from "#server/features/messages/contact.routes";
import { apiClient } from "#tests/support/api-client";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { clientAddressFrom } from "./client-ip.ts";

describe("the client address behind trusted proxies", () => {
  it.each([
    // [X-Forwarded-For, trusted proxies, socket, expected]
    ["203.0.113.7", 0, "10.0.0.1", "10.0.0.1"],
    ["203.0.113.7", 1, "10.0.0.1", "203.0.113.7"],
    ["6.6.6.6, 203.0.113.7", 1, "10.0.0.1", "203.0.113.7"],
    ["6.6.6.6,203.0.113.7", 1, "10.0.0.1", "203.0.113.7"],
    ["6.6.6.6, 203.0.113.7, 10.0.0.2", 2, "10.0.0.1", "203.0.113.7"],
    ["203.0.113.7", 2, "10.0.0.1", "10.0.0.1"],
    [undefined, 1, "10.0.0.1", "10.0.0.1"],
    ["6.6.6.6, ", 1, "10.0.0.1", "10.0.0.1"],
  ] as const)(
    "X-Forwarded-For %j with %i trusted proxies and socket %s is %s",
    (header, hops, socket, expected) => {
      expect(clientAddressFrom(header, hops, socket)).toBe(expected);
    },
  );
});

describe("a client-written X-Forwarded-For entry (one trusted proxy)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(() => t.dispose());

  /** What a client behind the proxy sends: its own invented entry, then the proxy's real one. */
  const spoofed = (realAddress: string, i: number) => ({
    "x-forwarded-for": `198.51.100.${i % 250}, ${realAddress}`,
  });

  it("does not change the sign-in rate-limit key", async () => {
    const client = apiClient(t);
    const limit = AUTH_RATE_LIMITS["/sign-in/email"].max;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await client.post(
        "/api/auth/sign-in/email",
        // A new account each time, so only the per-address limit counts (not the per-account backoff).
        { email: `spoof-${i}@example.com`, password: "wrong-password" },
        { headers: spoofed(client.ip, i) },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(15 - limit).fill(429));
  });

  it("does not change the sign-up rate-limit key", async () => {
    const client = apiClient(t);
    const limit = AUTH_RATE_LIMITS["/sign-up/email"].max;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await client.post(
        "/api/auth/sign-up/email",
        { name: "Spoof", email: `signup-${i}@example.com`, password: "secret-123" },
        { headers: { ...spoofed(client.ip, i), "x-altcha": await fetchAndSolveBotCheck(client.get) } },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(limit).fill(200), 429]);
  });

  it("does not change the contact form's limit, and the message stores the real address", async () => {
    const client = apiClient(t);
    const message = {
      name: "Mara Brand",
      instagram: "mara.brand",
      email: "mara@brand.example",
      company: "",
      phone: "",
      message: "We are casting for a spring campaign.",
    };
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i++) {
      const res = await client.post("/api/contact", message, {
        headers: { ...spoofed(client.ip, i), "x-altcha": await fetchAndSolveBotCheck(client.get) },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.max).fill(201), 429]);
    const stored = await t.deps.database.db.selectFrom("contact_messages").select("sender_ip").execute();
    expect(new Set(stored.map((row) => row.sender_ip))).toEqual(new Set([client.ip]));
  });

  it("stores the real address with the session", async () => {
    const { client, userId } = await signedInUser(t, "session-address@example.com");
    const res = await client.post(
      "/api/auth/sign-in/email",
      { email: "session-address@example.com", password: "secret-123" },
      { headers: spoofed(client.ip, 1) },
    );
    expect(res.status).toBe(200);
    const sessions = await t.deps.database.db
      .selectFrom("session")
      .select("ipAddress")
      .where("userId", "=", userId)
      .execute();
    expect(sessions.map((s) => s.ipAddress)).toEqual([client.ip, client.ip]);
  });
});
