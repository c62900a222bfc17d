import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import type { InsightPeriod } from "#shared/insight/insight.schema";

/** The insight's query keys: one per profile and period. */
export const insightKeys = {
  all: () => ["me", "insight"] as const,
  of: (talentId: string, days: InsightPeriod) => ["me", "insight", talentId, days] as const,
};

/** A profile's counts per day over the period, zeros filled in by the server. */
export const insightQueryOptions = (talentId: string, days: InsightPeriod) =>
  queryOptions({
    queryKey: insightKeys.of(talentId, days),
    queryFn: () =>
      api(
        apiClient.api.talents[":id"].insight.$get({
          param: { id: encodeURIComponent(talentId) },
          query: { days: String(days) as "30" | "90" },
        }),
      ),
    // Switching the period keeps the other period's chart on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
