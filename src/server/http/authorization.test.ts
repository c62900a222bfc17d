// Every route of the API (from /api/openapi.json) and every better-auth endpoint, called by each
// kind of actor: the outcome must be the one the authorization table
// (tests/support/authorization-table.ts) gives, and a refused request changes nothing in the database.
// A route without a line in the table fails the test by name.
import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_ENDPOINTS } from "#server/auth/auth.routes";
import { apiClient } from "#tests/support/api-client";
import {
  API_ROUTES,
  AUTH_ROUTES,
  type AuthorizationRow,
  type CaseRequest,
  CLOSED,
  CLOSED_AUTH_PATHS,
  OK,
  type Outcome,
  REFUSED,
  uploadImage,
} from "#tests/support/authorization-table";
import { snapshotDatabase } from "#tests/support/database-snapshot";
import { listApiOperations } from "#tests/support/openapi-routes";
import { ACTORS, type Actor, buildSecurityWorld, type TestUser } from "#tests/support/security-world";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { createTestApp } from "#tests/support/test-app";

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
    expect(missing, "add a line for each in tests/support/authorization-table.ts").toEqual([]);
  });

  it("has a line for every better-auth endpoint", () => {
    const rows = new Set(AUTH_ROUTES.map((row) => key(row.method, row.path)));
    const missing = authEndpoints.filter((endpoint) => !rows.has(endpoint));
    expect(missing, "add a line for each in tests/support/authorization-table.ts").toEqual([]);
  });

  it("lets better-auth answer exactly the endpoints the router lists; every other line is CLOSED", () => {
    const reachable = AUTH_ROUTES.filter((row) => row.expect !== CLOSED).map((row) =>
      key(row.method, row.path),
    );
    const listed = AUTH_ENDPOINTS.map((endpoint) =>
      key(endpoint.method, `/auth${endpoint.path.replace(/:(\w+)/g, "{$1}")}`),
    );
    expect(reachable.sort()).toEqual(listed.sort());
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
  let body: BodyInit | undefined = request.form;
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

for (const row of [...API_ROUTES, ...AUTH_ROUTES, ...CLOSED_AUTH_PATHS]) {
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
      const closed = row.expect === CLOSED;
      const refusal = expected === 401 || expected === 403 || closed;
      const before = refusal ? await snapshotDatabase(t) : undefined;

      const { status, text } = await send(row, actor, user, request);

      expect(matches(expected, status), `expected ${expected}, got ${status}: ${text.slice(0, 300)}`).toBe(
        true,
      );
      if (expected === 403 && actor === "unconfirmed") expect(text).toContain("EMAIL_NOT_VERIFIED");
      if (closed) expect(JSON.parse(text).error.code).toBe("NOT_FOUND");
      if (before) expect(await snapshotDatabase(t)).toEqual(before);
    });
  });
}

describe("storing a role through /api/auth", () => {
  const roleOf = async (email: string) =>
    (
      await t.deps.database.db
        .selectFrom("user")
        .select("role")
        .where("email", "=", email.toLowerCase())
        .executeTakeFirst()
    )?.role;

  it.each([
    ["/api/auth/update-user", (_id: string) => ({ role: "admin" })],
    ["/api/auth/update-user", (_id: string) => ({ name: "Still Me", role: "admin" })],
    ["/api/auth/admin/set-role", (id: string) => ({ userId: id, role: "admin" })],
    ["/api/auth/admin/set-role", (id: string) => ({ userId: id, role: ["admin", "superuser"] })],
    ["/api/auth/admin/update-user", (id: string) => ({ userId: id, data: { role: "admin" } })],
    [
      "/api/auth/admin/create-user",
      () => ({ email: "self-made@world.test", password: "secret-123", name: "X", role: "admin" }),
    ],
  ] as const)("POST %s is refused 404 to every account, and no role changes", async (path, body) => {
    for (const kind of ["confirmed", "unconfirmed", "owner", "admin"] as const) {
      const user = world.users[kind];
      const before = await roleOf(user.email);
      const res = await world.clientFor(kind, user).post(path, body(user.userId));
      expect(res.status, `${kind}: ${await res.text()}`).toBe(404);
      expect(await roleOf(user.email)).toBe(before);
      expect(await roleOf("self-made@world.test")).toBeUndefined();
    }
  });

  it.each([["admin"], ["superuser"]])(
    "a sign-up that sends role %s makes an account with the role user",
    async (role) => {
      const client = apiClient(t);
      const email = `signing-up-as-${role}-${randomUUID().slice(0, 8)}@world.test`;
      const res = await client.post(
        "/api/auth/sign-up/email",
        { name: "Signing Up", email, password: "secret-123", role },
        { headers: { "x-altcha": await fetchAndSolveBotCheck(client.get) } },
      );
      // better-auth replaces a field the client may not set by its default.
      expect(res.status).toBe(200);
      expect(await roleOf(email)).toBe("user");
    },
  );
});
