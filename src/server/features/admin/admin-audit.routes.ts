import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { listAuditEntries } from "#server/audit/audit-log.repository";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import { AUDIT_RECORD_TYPES, AuditPageSchema } from "#shared/audit/audit.schema";

const auditRoute = createRoute({
  method: "get",
  path: "/admin/audit",
  tags: ["Admin"],
  summary: "The audit trail of administrator actions, newest first; all of it or one record's",
  request: {
    query: z.object({
      recordType: z.enum(AUDIT_RECORD_TYPES).optional(),
      recordId: z.string().min(1).max(100).optional(),
      page: z.coerce.number().int().min(1).max(100000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
  },
  responses: {
    200: { description: "Entries", content: { "application/json": { schema: AuditPageSchema } } },
    400: { description: "A bad query" },
    401: { description: "Not signed in" },
    403: { description: "Not an administrator" },
  },
});

export function adminAuditRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(auditRoute, async (c) => {
    await deps.guards.requireAdmin(c);
    const { recordType, recordId, page, pageSize } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(
      await listAuditEntries(deps.db, {
        recordType,
        recordId,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      200,
    );
  });
}
