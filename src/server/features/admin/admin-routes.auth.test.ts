import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "#tests/support/api-client";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

// Every /api/admin route, read from the OpenAPI document: a route added later is tested without
// anyone listing it here. That everyone else is refused is checked, route by route and actor by actor,
// by the authorization table (src/server/http/authorization.table.ts).
type OpenApiDocument = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
};
type AdminRoute = { method: string; path: string; contentType: string | undefined };

let t: TestApp;
let routes: AdminRoute[];
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  // One talent exists, so the admin's seeding call leaves the directory as it is.
  await insertTalents(t.database.handle.db, [talentRecord()]);
  admin = (await signedInUser(t, "admin@example.com", { role: "admin" })).client;

  const doc = (await (await t.request("/api/openapi.json")).json()) as OpenApiDocument;
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/admin/"))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        contentType: Object.keys(operation.requestBody?.content ?? {})[0],
      })),
    );
});
afterAll(() => t.dispose());

/** Calls a route as a browser would, with made-up path parameters and an empty body of its type. */
function call(client: ApiClient, route: AdminRoute): Promise<Response> {
  const path = `/api${route.path.replace(/\{[^}]+\}/g, "no-such-id")}`;
  if (route.method === "GET") return client.get(path);
  if (route.contentType === "application/json")
    return client.request(path, { method: route.method, json: {} });
  if (route.contentType) {
    return client.request(path, {
      method: route.method,
      body: new Uint8Array([1, 2, 3]),
      headers: { "content-type": route.contentType },
    });
  }
  return client.request(path, { method: route.method });
}

describe("every admin route in the OpenAPI document", () => {
  it("is found: the table is not empty and holds the moderation routes", () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /admin/talents",
        "POST /admin/talents",
        "POST /admin/talents/{id}/approve",
        "POST /admin/talents/{id}/reject",
        "DELETE /admin/talents/{id}",
        "GET /admin/messages",
        "GET /admin/audit",
      ]),
    );
  });

  it("lets the administrator through (the answer is about the request, never about access)", async () => {
    for (const route of routes) {
      const status = (await call(admin, route)).status;
      expect([401, 403], `${route.method} ${route.path} answered ${status}`).not.toContain(status);
      expect(status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });
});
