import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { type ApiClient, api, apiClient, type SuccessBody } from "#client/lib/api.ts";
import { talentKeys } from "#client/lib/query-keys.ts";
import { type TalentFilters, talentFiltersToSearchParams } from "#shared/talents/talent-filter-params";

/** One page of the list; the first page (no cursor) carries the total, later pages do not. */
export type TalentsPage = SuccessBody<Awaited<ReturnType<ApiClient["api"]["talents"]["$get"]>>>;

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

/**
 * The list route's query: the filters (the lists and the distance as they are, the numbers as text),
 * then the cursor.
 */
function listQuery(filters: TalentFilters, cursor: string | null) {
  return {
    q: filters.q || undefined,
    ...filters,
    ageMin: text(filters.ageMin),
    ageMax: text(filters.ageMax),
    heightMin: text(filters.heightMin),
    heightMax: text(filters.heightMax),
    bustMin: text(filters.bustMin),
    bustMax: text(filters.bustMax),
    waistMin: text(filters.waistMin),
    waistMax: text(filters.waistMax),
    hipsMin: text(filters.hipsMin),
    hipsMax: text(filters.hipsMax),
    inseamMin: text(filters.inseamMin),
    inseamMax: text(filters.inseamMax),
    shoeMin: text(filters.shoeMin),
    shoeMax: text(filters.shoeMax),
    cursor: cursor ?? undefined,
  };
}

/** Pages of the filtered list; the next page is asked for by "Load more" or scrolling. */
export const talentsListQueryOptions = (filters: TalentFilters, client: ApiClient = apiClient) =>
  infiniteQueryOptions({
    queryKey: talentKeys.list(talentFiltersToSearchParams(filters).toString()),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      return api(client.api.talents.$get({ query: listQuery(filters, pageParam) }));
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export const talentFacetsQueryOptions = (client: ApiClient = apiClient) =>
  queryOptions({ queryKey: talentKeys.facets(), queryFn: () => api(client.api.talents.facets.$get()) });

export const talentProfileQueryOptions = (slug: string, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: talentKeys.profile(slug),
    queryFn: () =>
      api(client.api.talents["by-slug"][":slug"].$get({ param: { slug: encodeURIComponent(slug) } })),
    retry: false,
  });
