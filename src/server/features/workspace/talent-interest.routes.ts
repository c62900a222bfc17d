import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Guards } from "#server/auth/guards";
import type { Database } from "#server/db/schema";
import type { AppEnv } from "#server/http/app-env";
import { AppError } from "#server/http/app-error";
import { validationHook } from "#server/http/validation-hook";
import { TalentInterestSchema } from "#shared/workspace/talent-interest.schema";
import { countTalentInterest, findOwnTalentId } from "./talent-interest.repository.ts";

const interestRoute = createRoute({
  method: "get",
  path: "/me/talent-interest",
  tags: ["Workspace"],
  summary:
    "How many accounts keep the account's own profile among their favourites, and on how many shortlists it is",
  description: "Counts only: who favourited or shortlisted a profile is never shown to its talent.",
  responses: {
    200: { description: "The counts", content: { "application/json": { schema: TalentInterestSchema } } },
    401: { description: "Not signed in" },
    403: { description: "The e-mail address is not confirmed" },
    404: { description: "The account has no talent profile" },
  },
});

export function talentInterestRoutes(deps: { db: Kysely<Database>; guards: Guards }) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(interestRoute, async (c) => {
    const { user } = await deps.guards.requireVerifiedUser(c);
    const talentId = await findOwnTalentId(deps.db, user.id);
    if (!talentId) throw new AppError("NOT_FOUND", "errors.workspace.interest.noProfile");
    c.header("Cache-Control", "no-store");
    return c.json(await countTalentInterest(deps.db, talentId, user.id), 200);
  });
}
