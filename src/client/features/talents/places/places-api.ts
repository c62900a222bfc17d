import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, api, apiClient } from "#client/lib/api.ts";
import type { Language } from "#shared/i18n/languages";

/** The place search's cache keys: answers never change while the app runs. */
export const placeKeys = {
  all: () => ["places"] as const,
  search: (language: Language, text: string) => ["places", "search", language, text] as const,
  one: (language: Language, id: number) => ["places", "one", language, id] as const,
};

/** The places whose name starts with the text (GET /api/places), labelled in the page's language. */
export const placeSearchQueryOptions = (language: Language, text: string, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: placeKeys.search(language, text),
    queryFn: () => api(client.api.places.$get({ query: { q: text, lang: language } })).then((r) => r.places),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One place by its GeoNames id (GET /api/places/{id}), to name a profile's linked place. */
export const placeQueryOptions = (language: Language, id: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: placeKeys.one(language, id),
    queryFn: () =>
      api(client.api.places[":id"].$get({ param: { id: String(id) }, query: { lang: language } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
