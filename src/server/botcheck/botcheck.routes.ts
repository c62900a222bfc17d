import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import type { BotCheck } from "./botcheck.ts";

const ChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

const challengeRoute = createRoute({
  method: "get",
  path: "/botcheck/challenge",
  tags: ["Bot check"],
  summary: "A fresh, signed proof-of-work challenge for the ALTCHA widget (valid 10 minutes, usable once)",
  responses: {
    200: { description: "The challenge", content: { "application/json": { schema: ChallengeSchema } } },
  },
});

export function botCheckRoutes(botCheck: BotCheck) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(challengeRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const challenge = await botCheck.createChallenge();
    return c.json({ parameters: { ...challenge.parameters }, signature: challenge.signature }, 200);
  });
}
