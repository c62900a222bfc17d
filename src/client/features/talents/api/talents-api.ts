import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { PublicTalent, TalentCard, TalentFacets } from "#shared/talents/talent.schema";
import { talentFiltersToSearchParams } from "#shared/talents/talent-filter-params";
import type { TalentFilters } from "#shared/talents/talent-filters";
import { type ApiGet, api } from "../../../lib/api.ts";

/** One page of the list; the first page (no cursor) carries the total, later pages do not. */
export type TalentsPage = {
  items: TalentCard[];
  total?: number;
  pageSize: number;
  nextCursor: string | null;
};

/** Pages of the filtered list; the next page is asked for by "Load more" or scrolling. */
export const talentsListQueryOptions = (filters: TalentFilters, get: ApiGet = api) =>
  infiniteQueryOptions({
    queryKey: ["talents", "list", talentFiltersToSearchParams(filters).toString()],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = talentFiltersToSearchParams(filters);
      if (pageParam) params.set("cursor", pageParam);
      return get<TalentsPage>(`/api/talents?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export const talentFacetsQueryOptions = (get: ApiGet = api) =>
  queryOptions({ queryKey: ["talents", "facets"], queryFn: () => get<TalentFacets>("/api/talents/facets") });

export const talentProfileQueryOptions = (slug: string, get: ApiGet = api) =>
  queryOptions({
    queryKey: ["talents", "profile", slug],
    queryFn: () =>
      get<{ talent: PublicTalent; related: TalentCard[] }>(
        `/api/talents/by-slug/${encodeURIComponent(slug)}`,
      ),
    retry: false,
  });
