import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { type ApiClient, api, apiClient, type SuccessBody } from "#client/lib/api.ts";
import { talentKeys } from "#client/lib/query-keys.ts";
import { formatNear } from "#shared/talents/talent-distance";
import { type TalentFilters, talentFiltersToSearchParams } from "#shared/talents/talent-filter-params";

/** One page of the list; the first page (no cursor) carries the total, later pages do not. */
export type TalentsPage = SuccessBody<Awaited<ReturnType<ApiClient["api"]["talents"]["$get"]>>>;

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** The list route's query: the active filters in talentFiltersToSearchParams' order, then the cursor. */
function listQuery(filters: TalentFilters, cursor: string | null) {
  return {
    q: filters.q || undefined,
    category: filters.category,
    subcategory: filters.subcategory,
    location: filters.location,
    languages: filters.languages,
    payment: filters.payment,
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
    hair: filters.hair,
    eyes: filters.eyes,
    place: text(filters.place),
    near: filters.near && filters.place === undefined ? formatNear(filters.near) : undefined,
    radius: text(filters.radius),
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
