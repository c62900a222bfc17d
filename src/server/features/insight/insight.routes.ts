import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import { actorOfVerified, mayEditTalent } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { validationHook } from "#server/http/validation-hook";
import { listDailyCounts } from "#server/talent-insight/daily-counts.repository";
import { findStoredTalent } from "#server/talent-records/talents.repository";
import { InsightQuerySchema, InsightSchema } from "#shared/insight/insight.schema";
import { dayRange, insightOf, utcDay } from "#shared/insight/insight-days";

const insightRoute = createRoute({
  method: "get",
  path: "/talents/{id}/insight",
  tags: ["Talent profile"],
  summary:
    "A profile's daily counts for the last 30 or 90 days up to today (UTC): views, comp card downloads, inquiries received, times added to a shortlist; every day listed, zero where nothing happened (its talent and the admins only)",
  request: { params: z.object({ id: z.string().min(1).max(100) }), query: InsightQuerySchema },
  responses: {
    200: {
      description: "The counts per day and their totals",
      content: { "application/json": { schema: InsightSchema } },
    },
    400: { description: "The period is not 30 or 90" },
    401: { description: "Not signed in" },
    403: { description: "E-mail not confirmed, or not this profile's owner nor an administrator" },
    404: { description: "No such profile" },
  },
});

/** What people did with a profile, day by day, for its talent's dashboard (ADR 59). */
export function insightRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(insightRoute, async (c) => {
    const actor = actorOfVerified(await deps.guards.requireVerifiedUser(c));
    const stored = await findStoredTalent(deps.db, c.req.valid("param").id);
    if (!stored) throw new AppError("NOT_FOUND", "errors.talents.profileNotFound");
    if (!mayEditTalent(actor, stored.row)) throw new AppError("FORBIDDEN", "errors.talents.notYourProfile");
    const days = Number(c.req.valid("query").days);
    const today = utcDay(new Date());
    const [firstDay = today] = dayRange(today, days);
    const counts = await listDailyCounts(deps.db, stored.row.id, firstDay);
    c.header("Cache-Control", "private, no-store");
    return c.json(insightOf(counts, today, days), 200);
  });
}
