import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "#server/http/app-env";
import { validationHook } from "#server/http/validation-hook";
import { type SiteInfo, SiteInfoSchema } from "#shared/site/site-info.schema";

/** It changes only with a restart, so browsers and proxies may keep it for a few minutes. */
const CACHE_SECONDS = 300;

const siteRoute = createRoute({
  method: "get",
  path: "/site",
  tags: ["Site"],
  summary: "The company details for the legal notice, the contact address and the social accounts",
  responses: {
    200: {
      description:
        "The configured site information; company fields that are not configured are null, as are social accounts",
      content: { "application/json": { schema: SiteInfoSchema } },
    },
  },
});

export function siteRoutes(site: SiteInfo) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(siteRoute, (c) => {
    c.header("Cache-Control", `public, max-age=${CACHE_SECONDS}`);
    return c.json(site, 200);
  });
}
