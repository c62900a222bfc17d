import { queryOptions } from "@tanstack/react-query";
import type { PublicSiteContent } from "#shared/site-content/site-content.schema";
import { type ApiGet, api } from "./api.ts";

/** The testimonials and team the admins manage (GET /api/site-content); live changes refresh it. */
export const siteContentQueryOptions = (get: ApiGet = api) =>
  queryOptions({
    queryKey: ["site-content"],
    queryFn: () => get<PublicSiteContent>("/api/site-content"),
  });
