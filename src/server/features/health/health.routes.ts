import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { describeDatabaseError } from "#server/db/database-errors";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import type { Lifecycle } from "#server/http/lifecycle";
import { plainAnswer } from "#server/http/site-response";
import { validationHook } from "#server/http/validation-hook";

const HealthSchema = z.object({ status: z.literal("ok") });

const OK = JSON.stringify({ status: "ok" } satisfies z.infer<typeof HealthSchema>);
const OK_HEADERS = { "Content-Type": "application/json", "Cache-Control": "no-store" };

/** A health check that hangs is as bad as a failing one: load balancers time out on it. */
const DATABASE_CHECK_MS = 3_000;

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary:
    "Readiness: 200 when this instance should get traffic (its database answers, it is not shutting down)",
  description:
    'Otherwise 503 in the error shape, saying why, with `details: {"database": "ok" | "unreachable", "draining": boolean}`. Load balancers and orchestrators use it as the readiness check (docs/deploy.md).',
  responses: {
    200: {
      description: "The service and its database are up",
      content: { "application/json": { schema: HealthSchema } },
    },
    503: { description: "The database cannot be reached, or the instance is shutting down" },
  },
});

/**
 * Asks the database for `select 1`. SQLite answers in this process: one prepared statement, run on
 * the server's connection, synchronously (a Kysely query would compile, wait for the connection's
 * turn and prepare the statement again on every request). PostgreSQL answers through the pool.
 */
export type DatabasePing = () => unknown;

export function databasePing<T>(database: {
  db: Kysely<T>;
  sqlite: { prepare: (source: string) => { get: () => unknown } } | undefined;
}): DatabasePing {
  const { sqlite } = database;
  if (sqlite) {
    let statement: { get: () => unknown } | undefined;
    return () => {
      statement ??= sqlite.prepare("select 1");
      return statement.get();
    };
  }
  return () => sql`select 1`.execute(database.db);
}

async function databaseProblem(ping: DatabasePing): Promise<string | undefined> {
  let answer: unknown;
  try {
    answer = ping();
  } catch (err) {
    return describeDatabaseError(err);
  }
  // Answered already (SQLite): no timer to set.
  if (!(answer instanceof Promise)) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve("the database server did not answer in time"), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([
      answer.then(
        () => undefined,
        (err: unknown) => describeDatabaseError(err),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(ping: DatabasePing, lifecycle: Pick<Lifecycle, "draining">) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(healthRoute, async (c) => {
    const problem = await databaseProblem(ping);
    if (problem || lifecycle.draining) {
      // The error's answer is not kept by a cache either.
      c.header("Cache-Control", "no-store");
      const details = { database: problem ? "unreachable" : "ok", draining: lifecycle.draining };
      if (problem) {
        throw new AppError("UNAVAILABLE", "errors.health.databaseUnreachable", {
          values: { problem },
          details,
        });
      }
      throw new AppError("UNAVAILABLE", "errors.health.draining", { details });
    }
    // Plain headers, which node writes as they are (c.json would build a Headers object of them).
    return plainAnswer(c, OK, 200, OK_HEADERS);
  });
}
