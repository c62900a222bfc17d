import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import { listFindings } from "#server/review-checks/review-findings.repository";
import { ReviewFindingsSchema } from "#shared/review-checks/review-findings.schema";

const findingsRoute = createRoute({
  method: "get",
  path: "/admin/talents/{id}/review-findings",
  tags: ["Admin"],
  summary: "What the review checks found on the version of a profile last submitted for review",
  description:
    "Hints for the reviewer with their evidence (ADR 52), replaced on each submission; empty when the checks found nothing or have not run.",
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: {
      description: "The findings, in the order the checks made them",
      content: { "application/json": { schema: ReviewFindingsSchema } },
    },
    401: { description: "Not signed in" },
    403: { description: "Not an administrator" },
  },
});

/** The review checks' findings, for the administrators' review view. */
export function reviewFindingsRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(findingsRoute, async (c) => {
    await deps.guards.requireAdmin(c);
    c.header("Cache-Control", "private, no-store");
    const findings = await listFindings(deps.db, c.req.valid("param").id);
    return c.json({ findings }, 200);
  });
}
