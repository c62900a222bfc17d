// Every mutating route of the OpenAPI document, sent a missing, empty or malformed body: each answers
// 4xx in the API's error shape and changes nothing in the database or in media storage. The routes
// come from /api/openapi.json, so a new route is covered the day it is added.
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { isApiErrorBody } from "#shared/errors";
import { snapshotDatabase, snapshotMedia } from "#tests/support/database-snapshot";
import { isMutating, listApiOperations, takesJson } from "#tests/support/openapi-routes";
import { buildSecurityWorld } from "#tests/support/security-world";
import { createTestApp } from "#tests/support/test-app";
import { assertRequestBodiesRequired } from "./json-body.ts";

const t = await createTestApp();
const world = await buildSecurityWorld(t);
const operations = (await listApiOperations(t)).filter(isMutating);
afterAll(() => t.dispose());
beforeEach(() => world.resetTargets());

type BadBody = { name: string; body?: string | Uint8Array<ArrayBuffer>; contentType?: string };

/** What a route that takes JSON must refuse. */
const BAD_JSON_BODIES: BadBody[] = [
  { name: "no body and no content type" },
  { name: "no body with a JSON content type", contentType: "application/json" },
  { name: "an empty body", body: "", contentType: "application/json" },
  { name: "null", body: "null", contentType: "application/json" },
  { name: "an array", body: "[]", contentType: "application/json" },
  { name: "an array of an object", body: "[{}]", contentType: "application/json" },
  { name: "a string", body: '"DELETE"', contentType: "application/json" },
  { name: "a number", body: "42", contentType: "application/json" },
  { name: "broken JSON", body: '{"confirmation":', contentType: "application/json" },
  { name: "a JSON object sent as text/plain", body: "{}", contentType: "text/plain" },
  { name: "a form", body: "confirmation=DELETE", contentType: "application/x-www-form-urlencoded" },
  { name: "a JSON object without a content type", body: "{}" },
];

/** What a route that takes a file must refuse. */
const BAD_FILE_BODIES: BadBody[] = [
  { name: "no body" },
  { name: "an empty body", body: new Uint8Array(), contentType: "application/octet-stream" },
  { name: "null as JSON", body: "null", contentType: "application/json" },
  { name: "an array as JSON", body: "[]", contentType: "application/json" },
  { name: "text", body: "not a picture", contentType: "text/plain" },
];

describe("a route whose body is not required", () => {
  it("stops the app from starting, naming the route", () => {
    const router = new OpenAPIHono().openapi(
      createRoute({
        method: "post",
        path: "/forgetful",
        request: { body: { content: { "application/json": { schema: z.object({ x: z.string() }) } } } },
        responses: { 204: { description: "Done" } },
      }),
      (c) => c.body(null, 204),
    );
    expect(() => assertRequestBodiesRequired(router.openAPIRegistry.definitions)).toThrow(
      /^POST \/forgetful declares a request body that is not required: build it with jsonBody\(\)/,
    );
  });
});

describe("the OpenAPI document", () => {
  it("marks every request body as required", () => {
    const optional = operations
      .filter((op) => op.bodyTypes.length > 0 && !op.bodyRequired)
      .map((op) => `${op.method} ${op.path}`);
    expect(optional, "build JSON bodies with jsonBody() from src/server/http/json-body.ts").toEqual([]);
  });
});

for (const operation of operations.filter((op) => op.bodyTypes.length > 0)) {
  const cases = takesJson(operation) ? BAD_JSON_BODIES : BAD_FILE_BODIES;
  describe(`${operation.method} ${operation.path}`, () => {
    it.each(cases)("refuses $name and changes nothing", async ({ body, contentType }) => {
      // The admin may call every route, so a refusal here comes from the body alone.
      const client = world.clientFor("admin");
      const headers: Record<string, string> = {};
      if (contentType) headers["content-type"] = contentType;
      const [databaseBefore, mediaBefore] = [await snapshotDatabase(t), await snapshotMedia(t)];

      const res = await client.request(world.fillPath(operation.path), {
        method: operation.method,
        headers,
        body,
      });

      expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(isApiErrorBody(await res.json())).toBe(true);
      expect(await snapshotDatabase(t)).toEqual(databaseBefore);
      expect(await snapshotMedia(t)).toEqual(mediaBefore);
      // The refusal came from the body: the admin is still signed in.
      expect((await client.get("/api/me/talent")).status).toBe(200);
    });
  });
}
