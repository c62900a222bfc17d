import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import type { CompCardSettings } from "#shared/comp-cards/comp-card.schema";

/** The comp card's query keys, under the account's own data. */
export const compCardKeys = {
  settings: () => [...accountKeys.all(), "comp-card"] as const,
};

/**
 * The signed-in talent's comp card: the saved choices, the photos of the approved gallery to pick
 * from, and whether a card can be made (the profile has an approved version). 404 without a profile.
 */
export const myCompCardQueryOptions = () =>
  queryOptions({ queryKey: compCardKeys.settings(), queryFn: fetchMyCompCard });

const fetchMyCompCard = () => api(apiClient.api.me["comp-card"].$get());

/** What the comp card page reads: the settings, the photos to choose from, whether a card can be made. */
export type MyCompCard = Awaited<ReturnType<typeof fetchMyCompCard>>;

/** Saves the comp card's choices; answers them as stored. */
export function saveMyCompCard(settings: CompCardSettings): Promise<CompCardSettings> {
  return api(apiClient.api.me["comp-card"].$put({ json: settings })).then((r) => r.settings);
}
