// The router below /api/auth is an allow-list (ADR 39): better-auth stands in here for one that
// serves every path it is handed, as a later version or a new plugin might, and only the listed
// endpoints ever reach it. The real endpoints, one by one, are in tests/support/authorization-table.ts.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "#server/http/app-env";
import { createErrorHandler } from "#server/http/error-handler";
import { createLogger } from "#server/lib/logger";
import { AUTH_ENDPOINTS, authRoutes } from "./auth.routes.ts";
import type { Auth } from "./auth.ts";
import type { SignInBackoff } from "./sign-in-backoff.ts";

function appWithGreedyAuth() {
  const reached: string[] = [];
  const auth = {
    handler: async (request: Request) => {
      reached.push(`${request.method} ${new URL(request.url).pathname}`);
      return Response.json({ served: true });
    },
    api: { getSession: async () => null },
  } as unknown as Auth;
  const backoff = { secondsToWait: async () => 0, failed: async () => {}, clear: async () => {} };
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("clientIp", "10.1.2.3");
      await next();
    })
    .route("/api/auth", authRoutes(auth, backoff as unknown as SignInBackoff))
    .onError(createErrorHandler(createLogger("silent")));
  const send = (method: string, path: string) =>
    app.request(`http://localhost${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "GET" || method === "HEAD" ? undefined : "{}",
    });
  return { send, reached };
}

describe("the router below /api/auth", () => {
  it("hands better-auth each listed endpoint", async () => {
    const { send, reached } = appWithGreedyAuth();
    for (const endpoint of AUTH_ENDPOINTS) {
      const path = `/api/auth${endpoint.path.replace(":token", "aToken-123_x")}`;
      expect((await send(endpoint.method, path)).status, path).toBe(200);
    }
    expect(reached).toHaveLength(AUTH_ENDPOINTS.length);
  });

  it.each([
    ["POST", "/api/auth/an-endpoint-a-new-version-adds"],
    ["GET", "/api/auth/admin/list-users"],
    ["POST", "/api/auth/admin/impersonate-user"],
    ["POST", "/api/auth/update-user"],
    // A listed path with another method, or spelled another way, is another path.
    ["POST", "/api/auth/get-session"],
    ["GET", "/api/auth/sign-out"],
    ["PUT", "/api/auth/change-password"],
    ["DELETE", "/api/auth/sign-out"],
    ["GET", "/api/auth/get-session/"],
    ["GET", "/api/auth/Get-Session"],
    ["GET", "/api/auth/get%2Dsession"],
    ["POST", "/api/auth/sign-in//email"],
    ["GET", "/api/auth/reset-password/"],
    ["GET", "/api/auth/reset-password/a%2F..%2F..%2Fadmin%2Flist-users"],
    ["GET", "/api/auth/reset-password/a/b"],
    ["GET", "/api/auth"],
    ["GET", "/api/auth/"],
  ])("refuses %s %s with 404 NOT_FOUND before better-auth sees it", async (method, path) => {
    const { send, reached } = appWithGreedyAuth();
    const res = await send(method, path);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(reached).toEqual([]);
  });
});
