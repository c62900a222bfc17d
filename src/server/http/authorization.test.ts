// Every route of the API (from /api/openapi.json) and every better-auth endpoint, called by each
// kind of actor: the outcome must be the one authorization.table.ts gives, and a refused request
// changes nothing in the database. A route without a line in the table fails the test by name.
import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { snapshotDatabase } from "#tests/support/database-snapshot";
import { listApiOperations } from "#tests/support/openapi-routes";
import { ACTORS, type Actor, buildSecurityWorld, type TestUser } from "#tests/support/security-world";
import { createTestApp } from "#tests/support/test-app";
import {
  API_ROUTES,
  AUTH_ROUTES,
  type AuthorizationRow,
  type CaseRequest,
  OK,
  type Outcome,
  REFUSED,
  uploadImage,
} from "./authorization.table.ts";

const t = await createTestApp();
const world = await buildSecurityWorld(t);
afterAll(() => t.dispose());
beforeEach(() => world.resetTargets());

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const apiOperations = (await listApiOperations(t)).map((op) => key(op.method, op.path));
const authEndpoints = Object.values(
  t.deps.auth.api as Record<string, { path?: string; options?: { method?: unknown } }>,
)
  .filter((endpoint) => endpoint.path)
  .map((endpoint) => {
    const methods = [endpoint.options?.method].flat().map(String);
    // get-session answers GET and POST alike; the table names it once, by GET.
    const method = methods.includes("GET") ? "GET" : (methods[0] ?? "GET");
    return key(method, `/auth${endpoint.path?.replace(/:(\w+)/g, "{$1}")}`);
  });

describe("the authorization table", () => {
  it("has a line for every route of the OpenAPI document", () => {
    const rows = new Set(API_ROUTES.map((row) => key(row.method, row.path)));
    const missing = apiOperations.filter((op) => !rows.has(op));
    expect(missing, "add a line for each in src/server/http/authorization.table.ts").toEqual([]);
  });

  it("has a line for every better-auth endpoint", () => {
    const rows = new Set(AUTH_ROUTES.map((row) => key(row.method, row.path)));
    const missing = authEndpoints.filter((endpoint) => !rows.has(endpoint));
    expect(missing, "add a line for each in src/server/http/authorization.table.ts").toEqual([]);
  });

  it("has no line for a route that does not exist", () => {
    const known = new Set([...apiOperations, ...authEndpoints]);
    const stale = [...API_ROUTES, ...AUTH_ROUTES]
      .map((row) => key(row.method, row.path))
      .filter((row) => !known.has(row));
    expect(stale).toEqual([]);
  });
});

function matches(outcome: Outcome, status: number): boolean {
  if (outcome === OK) return status >= 200 && status < 400;
  if (outcome === REFUSED) return status >= 400 && status < 500;
  return status === outcome;
}

async function send(row: AuthorizationRow, actor: Actor, user: TestUser | undefined, request: CaseRequest) {
  const client = world.clientFor(actor, user);
  const path = request.path ?? `${world.fillPath(row.path)}${request.query ? `?${request.query}` : ""}`;
  const headers = new Headers(request.headers);
  let body: BodyInit | undefined;
  if (request.upload) {
    headers.set("content-type", "application/octet-stream");
    body = new Uint8Array(await uploadImage());
  }
  const res = await client.request(path, { method: row.method, headers, body, json: request.json });
  // The event stream never ends by itself.
  if (res.headers.get("content-type")?.includes("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, text: "" };
  }
  return { status: res.status, text: await res.text() };
}

for (const row of [...API_ROUTES, ...AUTH_ROUTES]) {
  describe(key(row.method, row.path), () => {
    let victim: Promise<TestUser> | undefined;
    const victimOnce = () => {
      victim ??= world.newUser("confirmed");
      return victim;
    };

    it.each(ACTORS)("as %s", async (actor) => {
      const expected = row.expect[actor];
      const user =
        actor === "visitor" ? undefined : row.fresh ? await world.newUser(actor) : world.users[actor];
      const request: CaseRequest =
        (await row.request?.({ world, actor, user, victim: victimOnce, unique: randomUUID().slice(0, 8) })) ??
        {};
      const refusal = expected === 401 || expected === 403;
      const before = refusal ? await snapshotDatabase(t) : undefined;

      const { status, text } = await send(row, actor, user, request);

      expect(matches(expected, status), `expected ${expected}, got ${status}: ${text.slice(0, 300)}`).toBe(
        true,
      );
      if (expected === 403 && actor === "unconfirmed") expect(text).toContain("EMAIL_NOT_VERIFIED");
      if (before) expect(await snapshotDatabase(t)).toEqual(before);
    });
  });
}

describe("making oneself an administrator through /api/auth", () => {
  const roleOf = async (userId: string) =>
    (
      await t.deps.database.db
        .selectFrom("user")
        .select("role")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow()
    ).role;

  it.each([
    ["/api/auth/update-user", (_id: string) => ({ role: "admin" })],
    ["/api/auth/update-user", (_id: string) => ({ name: "Still Me", role: "admin" })],
    ["/api/auth/admin/set-role", (id: string) => ({ userId: id, role: "admin" })],
    ["/api/auth/admin/update-user", (id: string) => ({ userId: id, data: { role: "admin" } })],
    [
      "/api/auth/admin/create-user",
      () => ({ email: "self-made@world.test", password: "secret-123", name: "X", role: "admin" }),
    ],
  ] as const)("a confirmed user's POST %s is refused and the role stays user", async (path, body) => {
    for (const kind of ["confirmed", "unconfirmed", "owner"] as const) {
      const user = world.users[kind];
      const res = await world.clientFor(kind, user).post(path, body(user.userId));
      const changedName = res.status === 200 && path === "/api/auth/update-user";
      // better-auth may accept the name and drop the role; the role is what must not change.
      if (!changedName) expect(res.status, `${kind}: ${await res.text()}`).toBeGreaterThanOrEqual(400);
      expect(await roleOf(user.userId)).toBe("user");
      const made = await t.deps.database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", "self-made@world.test")
        .execute();
      expect(made).toEqual([]);
    }
  });
});
